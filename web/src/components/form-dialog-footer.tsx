import { Button, CloseButton, Dialog } from '@chakra-ui/react';

interface FormDialogFooterProps {
  submitLabel: string;
  pending: boolean;
  pendingLabel: string;
  /** Runs instead of the dialog's own close, e.g. to reset the form first. */
  onCancel?: () => void;
}

/**
 * The footer every form dialog shares: Cancel, the submit button with its pending label, and the corner close.
 * The submit button keeps the theme's primary style, whose contrast passes AA (a blue palette here does not).
 */
export function FormDialogFooter({ submitLabel, pending, pendingLabel, onCancel }: FormDialogFooterProps) {
  const cancel = (
    <Button variant="outline" type="button" onClick={onCancel}>
      Cancel
    </Button>
  );
  return (
    <>
      <Dialog.Footer>
        {onCancel ? cancel : <Dialog.ActionTrigger asChild>{cancel}</Dialog.ActionTrigger>}
        <Button type="submit" loading={pending} loadingText={pendingLabel}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </>
  );
}
