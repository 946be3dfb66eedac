import { type Task, updateTaskInputSchema } from '@shared/schemas/task';
import { FormDialogContent } from '../../../components/form/form-dialog-content';
import { LazyDialogRoot } from '../../../components/form/form-dialog-root';
import { useForm } from '../../../components/form/use-form';
import { type TaskChange, useUpdateTask } from '../api/update-task';
import { dueDateToIso } from './new-task-dialog';
import { TaskFields, type TaskFieldValues } from './task-fields';

/** The fields as the server will store them: trimmed title, an empty description or due date cleared (null). */
const changesOf = (values: TaskFieldValues): Omit<TaskChange, 'id'> => ({
  title: values.title.trim(),
  description: values.description.trim() ? values.description.trim() : null,
  priority: values.priority,
  dueDate: dueDateToIso(values.dueDate) ?? null,
});

/**
 * The task's edit dialog (a click on its title, or its Edit button): title, description, priority and due date
 * (emptied to clear it). The card shows the change at once, and takes it back if the server refuses; the dialog
 * closes once the server agrees, and stays open with what was typed if it refuses. Open while `task` is set.
 */
export function EditTaskDialog({ task, onClose }: { task: Task | undefined; onClose: () => void }) {
  return (
    <LazyDialogRoot open={Boolean(task)} onOpenChange={(open) => !open && onClose()}>
      {task ? <EditTaskForm key={task.id} task={task} /> : null}
    </LazyDialogRoot>
  );
}

function EditTaskForm({ task }: { task: Task }) {
  const update = useUpdateTask();
  const form = useForm({
    initial: (): TaskFieldValues => ({
      title: task.title,
      description: task.description ?? '',
      priority: task.priority,
      // The due date is a calendar day: its date part (what the card shows).
      dueDate: task.dueDate?.slice(0, 10) ?? '',
    }),
    schema: updateTaskInputSchema,
    toInput: changesOf,
    formatError: (message) => `Validation error: ${message}`,
  });
  const mutation = {
    // Sent as the values make them (the form has checked them), with the task's id.
    mutate: (_input: unknown, options?: { onSuccess?: () => void }) =>
      update.mutate({ id: task.id, ...changesOf(form.values) }, options),
    isPending: update.isPending,
  };

  return (
    <FormDialogContent
      title="Edit Task"
      form={form}
      mutation={mutation}
      submitLabel="Save Changes"
      pendingLabel="Saving..."
    >
      <TaskFields form={form} dueDateHelper="Empty it to clear the due date" />
    </FormDialogContent>
  );
}
