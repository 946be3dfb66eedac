import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  size?: 'md' | 'lg';
  /** `alertdialog` for a destructive action: focus starts on Cancel, Escape cancels. */
  role?: 'dialog' | 'alertdialog';
  /** The body and footer (`Dialog.Body`, `Dialog.Footer`), or a form holding them. */
  children: ReactNode;
}

/** A controlled, centred dialog with its title: what every dialog of the app shares around its body and footer. */
export function DialogFrame({ open, onOpenChange, title, size, role, children }: DialogFrameProps) {
  return (
    <Dialog.Root role={role} open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center" size={size}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
