import { Button, CloseButton, Dialog } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

interface DialogFormProps {
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  pending: boolean;
  pendingLabel: string;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * The inside of a form dialog: title, the form (validated by `useForm`, so `noValidate`), Cancel, the submit button
 * with its pending label, and the corner close. The submit button keeps the theme's primary style.
 */
export function DialogForm({ title, onSubmit, submitLabel, pending, pendingLabel, children }: DialogFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
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
        <Button type="submit" loading={pending} loadingText={pendingLabel}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </form>
  );
}
