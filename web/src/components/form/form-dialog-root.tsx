import { Dialog, Portal } from '@chakra-ui/react';
import { type ReactElement, type ReactNode, useState } from 'react';

interface FormDialogRootProps {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  size?: 'md' | 'lg';
  /** The form: a component that renders `FormDialogContent`, which closes the dialog once the form is sent. */
  children: ReactNode;
}

/**
 * A dialog that holds a form. Its content is mounted when it opens and unmounted when it closes, however it closes
 * (Cancel, Escape, the corner button, a click outside, or a successful save), so every opening starts from the form's
 * initial values: nothing cancelled is carried into the next one.
 */
export function FormDialogRoot({ trigger, size, children }: FormDialogRootProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      placement="center"
      scrollBehavior="inside"
      size={size}
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{children}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
