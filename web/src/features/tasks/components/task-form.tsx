import type * as z from '@shared/zod';
import { type DialogMutation, FormDialogContent } from '../../../components/form/form-dialog-content';
import { useForm } from '../../../components/form/use-form';
import { TaskFields, type TaskFieldValues } from './task-fields';

interface TaskFormProps<S extends z.ZodMiniType> {
  title: string;
  submitLabel: string;
  pendingLabel: string;
  initial: () => TaskFieldValues;
  /** The create or the update schema: the server's, so a message reads the same from either side. */
  schema: S;
  /** The request the fields make, as that schema takes it. */
  toInput: (values: TaskFieldValues) => z.input<S>;
  mutation: DialogMutation<z.input<S>>;
  titlePlaceholder?: string;
  dueDateHelper?: string;
}

/** The new-task and edit-task dialogs' form: the same fields, validated alike, with the spec's 'Validation error: …'. */
export function TaskForm<S extends z.ZodMiniType>(props: TaskFormProps<S>) {
  const { initial, schema, toInput, mutation, titlePlaceholder, dueDateHelper, ...labels } = props;
  const form = useForm({ initial, schema, toInput, formatError: (message) => `Validation error: ${message}` });
  return (
    <FormDialogContent form={form} mutation={mutation} {...labels}>
      <TaskFields form={form} titlePlaceholder={titlePlaceholder} dueDateHelper={dueDateHelper} />
    </FormDialogContent>
  );
}
