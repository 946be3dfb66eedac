import { Stack } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { serverMessage } from '../../lib/server-message';
import { FormActions } from './form-actions';
import type { SubmittableForm } from './use-form';

/** The mutation a form on a page sends; a refusal is shown under the fields, so the form says why it failed. */
export interface PageFormMutation<I> {
  mutate: (input: I, options?: { onSuccess?: () => void; onError?: (error: Error) => void }) => void;
  isPending: boolean;
}

interface PageFormProps<I> {
  form: SubmittableForm<I>;
  mutation: PageFormMutation<I>;
  submitLabel: string;
  /** What the form says when the server refused without words of its own, e.g. 'Failed to change password.'. */
  failure: string;
  /** After the server agreed, e.g. empty a password field so it is not sent twice. */
  onSaved?: () => void;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A form on a page, not in a dialog (validated by `useForm`, so `noValidate`): its fields, then the server's refusal of
 * the last sending, if any, above the submit button. A valid form sends `mutation`; each sending clears the refusal
 * shown, and a failure shows the server's words, else `failure`.
 */
export function PageForm<I>({ form, mutation, submitLabel, failure, onSaved, children }: PageFormProps<I>) {
  const [refusal, setRefusal] = useState<string>();
  const submit = form.handleSubmit((input) => {
    setRefusal(undefined);
    mutation.mutate(input, { onSuccess: onSaved, onError: (error) => setRefusal(serverMessage(error) || failure) });
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="4">
        {children}
        <FormActions refusal={refusal} submitLabel={submitLabel} pending={mutation.isPending} />
      </Stack>
    </form>
  );
}
