import { Button, type ButtonProps } from '@chakra-ui/react';
import { Plus } from 'lucide-react';

/** The button that creates something ('New Task', 'Add Employee'); it opens a dialog as its trigger (props and ref pass through). */
export function AddButton({ label, ...props }: ButtonProps & { label: string }) {
  return (
    <Button {...props}>
      <Plus size={props.size === 'sm' ? 14 : 16} aria-hidden />
      {label}
    </Button>
  );
}
