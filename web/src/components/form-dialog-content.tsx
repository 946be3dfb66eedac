import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

interface FormDialogContentProps {
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  pending: boolean;
  pendingLabel: string;
  /** Runs instead of the dialog's own close, e.g. to reset the form first. */
  onCancel?: () => void;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * What every form dialog shares inside its `Dialog.Root`: the title, the form (validated by the caller, so
 * `noValidate`), Cancel, the submit button with its pending label, and the corner close. The submit button keeps
 * the theme's primary style, whose contrast passes AA (a blue palette here does not).
 */
export function FormDialogContent(props: FormDialogContentProps) {
  const { title, onSubmit, submitLabel, pending, pendingLabel, onCancel, children } = props;
  const cancel = (
    <Button variant="outline" type="button" onClick={onCancel}>
      Cancel
    </Button>
  );
  return (
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              {onCancel ? cancel : <Dialog.ActionTrigger asChild>{cancel}</Dialog.ActionTrigger>}
              <Button type="submit" loading={pending} loadingText={pendingLabel}>
                {submitLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </form>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  );
}
