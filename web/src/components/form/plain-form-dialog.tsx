import { Button, Dialog, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { DialogFrame, type DialogFrameProps } from '../dialog-frame';
import { FormRefusal } from './form-actions';

interface PlainFormDialogProps extends Omit<DialogFrameProps, 'children'> {
  onSubmit: () => void;
  submitLabel: string;
  pending: boolean;
  submitDisabled?: boolean;
  /** Red submit button, for a destructive action. */
  danger?: boolean;
  /** Why the server refused the last attempt, shown under the fields. */
  error?: string | null;
  /** Shown instead of the form once it has been sent (e.g. a secret shown once); the form otherwise. */
  sent?: ReactNode;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A controlled dialog around a form whose fields keep their own state (unlike `FormDialogContent`, which works with
 * `useForm`): title, fields, the server's refusal, Cancel and the submit button; optionally what to show once sent.
 */
export function PlainFormDialog({
  onSubmit,
  submitLabel,
  pending,
  submitDisabled,
  danger,
  error,
  sent,
  children,
  ...frame
}: PlainFormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <DialogFrame {...frame}>
      {sent ?? (
        <form onSubmit={submit}>
          <Dialog.Body>
            <Stack gap="4">
              {children}
              <FormRefusal message={error} />
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">Cancel</Button>
            </Dialog.ActionTrigger>
            <Button type="submit" colorPalette={danger ? 'red' : undefined} loading={pending} disabled={submitDisabled}>
              {submitLabel}
            </Button>
          </Dialog.Footer>
        </form>
      )}
    </DialogFrame>
  );
}
