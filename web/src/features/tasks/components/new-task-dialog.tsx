import { createTaskInputSchema, DEFAULT_TASK_PRIORITY } from '@shared/schemas/task';
import { AddButton } from '../../../components/add-button';
import { FormDialogContent } from '../../../components/form/form-dialog-content';
import { FormDialogRoot } from '../../../components/form/form-dialog-root';
import { useForm } from '../../../components/form/use-form';
import { useCreateTask } from '../api/create-task';
import { TaskFields, type TaskFieldValues } from './task-fields';

/** `<input type="date">` gives yyyy-mm-dd; the API takes an ISO date-time (spec §5), here midnight UTC of that day. */
export const dueDateToIso = (value: string) => (value ? new Date(`${value}T00:00:00.000Z`).toISOString() : undefined);

/** The 'New Task' dialog: title (required), description, priority, due date. */
export function NewTaskDialog() {
  return (
    <FormDialogRoot trigger={<AddButton label="New Task" />}>
      <NewTaskForm />
    </FormDialogRoot>
  );
}

function NewTaskForm() {
  const createTask = useCreateTask();
  const form = useForm({
    initial: (): TaskFieldValues => ({ title: '', description: '', priority: DEFAULT_TASK_PRIORITY, dueDate: '' }),
    schema: createTaskInputSchema,
    toInput: (form) => ({
      title: form.title,
      description: form.description.trim() ? form.description : null,
      status: 'pending' as const,
      priority: form.priority,
      dueDate: dueDateToIso(form.dueDate),
    }),
    // The server's schema, so the message is the spec's either way.
    formatError: (message) => `Validation error: ${message}`,
  });

  return (
    <FormDialogContent
      title="New Task"
      form={form}
      mutation={createTask}
      submitLabel="Create Task"
      pendingLabel="Creating..."
    >
      <TaskFields form={form} titlePlaceholder="e.g. Call Acme about the renewal" />
    </FormDialogContent>
  );
}
