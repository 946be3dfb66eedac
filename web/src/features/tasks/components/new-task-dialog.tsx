import { createTaskInputSchema, DEFAULT_TASK_PRIORITY } from '@shared/schemas/task';
import { AddButton } from '../../../components/add-button';
import { FormDialogRoot } from '../../../components/form/form-dialog-root';
import { useCreateTask } from '../api/create-task';
import type { TaskFieldValues } from './task-fields';
import { TaskForm } from './task-form';

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

const blankTask = (): TaskFieldValues => ({ title: '', description: '', priority: DEFAULT_TASK_PRIORITY, dueDate: '' });

function NewTaskForm() {
  const createTask = useCreateTask();
  return (
    <TaskForm
      title="New Task"
      submitLabel="Create Task"
      pendingLabel="Creating..."
      initial={blankTask}
      schema={createTaskInputSchema}
      toInput={(form) => ({
        title: form.title,
        description: form.description.trim() ? form.description : null,
        status: 'pending' as const,
        priority: form.priority,
        dueDate: dueDateToIso(form.dueDate),
      })}
      mutation={createTask}
      titlePlaceholder="e.g. Call Acme about the renewal"
    />
  );
}
