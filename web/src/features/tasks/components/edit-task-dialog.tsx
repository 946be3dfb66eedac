import { type Task, updateTaskInputSchema } from '@shared/schemas/task';
import { LazyDialogRoot } from '../../../components/form/form-dialog-root';
import { type TaskChange, useUpdateTask } from '../api/update-task';
import { dueDateToIso } from './new-task-dialog';
import type { TaskFieldValues } from './task-fields';
import { TaskForm } from './task-form';

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
  const mutation = {
    // The form sends what `changesOf` made of the values it has checked; the request adds the task's id.
    mutate: (changes: Omit<TaskChange, 'id'>, options?: { onSuccess?: () => void }) =>
      update.mutate({ id: task.id, ...changes }, options),
    isPending: update.isPending,
  };

  return (
    <TaskForm
      title="Edit Task"
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      initial={(): TaskFieldValues => ({
        title: task.title,
        description: task.description ?? '',
        priority: task.priority,
        // The due date is a calendar day: its date part (what the card shows).
        dueDate: task.dueDate?.slice(0, 10) ?? '',
      })}
      schema={updateTaskInputSchema}
      toInput={changesOf}
      mutation={mutation}
      dueDateHelper="Empty it to clear the due date"
    />
  );
}
