import { Dialog, Portal } from '@chakra-ui/react';
import { type ReactElement, type ReactNode, useRef, useState } from 'react';

interface LazyDialogRootProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog, if it has one of its own. */
  trigger?: ReactElement;
  size?: 'md' | 'lg';
  children: ReactNode;
}

/**
 * A dialog whose content is mounted when it opens and unmounted when it closes, however it closes (Cancel, Escape,
 * the corner button, a click outside, or a successful save), so every opening starts afresh: nothing cancelled is
 * carried into the next one.
 */
export function LazyDialogRoot({ open, onOpenChange, trigger, size, children }: LazyDialogRootProps) {
  // Without a trigger of its own (a card's Edit button opens it), the dialog would give focus back to the element
  // focused when its content mounted: its first field (autoFocus), gone once it closes, so focus fell to the page.
  // The element focused when `open` turns true is the one that opened it; it gets focus back.
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open !== wasOpen.current) {
    wasOpen.current = open;
    if (open && !trigger)
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  return (
    <Dialog.Root
      finalFocusEl={trigger ? undefined : () => opener.current}
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="center"
      scrollBehavior="inside"
      size={size}
      lazyMount
      unmountOnExit
    >
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{children}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface FormDialogRootProps {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  size?: 'md' | 'lg';
  /** The form: a component that renders `FormDialogContent`, which closes the dialog once the form is sent. */
  children: ReactNode;
}

/** A dialog that holds a form, opened by its own button, and starting from the form's initial values each time. */
export function FormDialogRoot({ trigger, size, children }: FormDialogRootProps) {
  const [open, setOpen] = useState(false);
  return (
    <LazyDialogRoot open={open} onOpenChange={setOpen} trigger={trigger} size={size}>
      {children}
    </LazyDialogRoot>
  );
}
