import { Button, type ButtonProps } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';

interface DeleteButtonProps {
  /** What it deletes, for screen readers: 'Delete task Call Acme'. */
  label: string;
  onClick: () => void;
  size?: ButtonProps['size'];
  /** The visible word: 'Delete', or the spec's 'Remove'. */
  children?: string;
}

/** A card's quiet red delete action; it only asks for the deletion (the screen confirms before anything goes). */
export function DeleteButton({ label, onClick, size = 'xs', children = 'Delete' }: DeleteButtonProps) {
  return (
    <Button size={size} variant="ghost" colorPalette="red" onClick={onClick} aria-label={label}>
      <Trash2 size={14} aria-hidden />
      {children}
    </Button>
  );
}
