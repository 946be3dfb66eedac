import { Button, CloseButton, Dialog, useDialogContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SubmittableForm } from './use-form';

/** The mutation a form dialog sends; on success the dialog closes. */
export interface DialogMutation<I> {
  mutate: (input: I, options?: { onSuccess?: () => void }) => void;
  isPending: boolean;
}

interface FormDialogContentProps<I> {
  title: string;
  form: SubmittableForm<I>;
  mutation: DialogMutation<I>;
  submitLabel: string;
  pendingLabel: string;
  /** Keeps the submit button disabled, e.g. until the fields the request needs are filled (spec §5). */
  submitDisabled?: boolean;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * The inside of a form dialog (see `FormDialogRoot`): title, the form (validated by `useForm`, so `noValidate`), Cancel,
 * the submit button with its pending label, and the corner close. A valid form sends `mutation`, and the dialog
 * closes once it succeeds; on failure it stays open with everything typed, and the mutation's toast says why.
 */
export function FormDialogContent<I>({
  title,
  form,
  mutation,
  submitLabel,
  pendingLabel,
  submitDisabled,
  children,
}: FormDialogContentProps<I>) {
  const dialog = useDialogContext();
  const submit = form.handleSubmit((input) => mutation.mutate(input, { onSuccess: () => dialog.setOpen(false) }));
  return (
    <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" type="button">
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" loading={mutation.isPending} loadingText={pendingLabel} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </form>
  );
}
