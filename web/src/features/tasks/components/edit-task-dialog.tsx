import { Dialog, Portal, Stack } from '@chakra-ui/react';
import { taskPriorityLabels } from '@shared/catalog/task-statuses';
import { type Task, type TaskPriority, taskPriorities, updateTaskInputSchema } from '@shared/schemas/task';
import { DateField } from '../../../components/form/date-field';
import { FormDialogContent } from '../../../components/form/form-dialog-content';
import { optionsOf, SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useForm } from '../../../components/form/use-form';
import { type TaskChange, useUpdateTask } from '../api/update-task';
import { dueDateToIso } from './new-task-dialog';

interface EditValues {
  title: string;
  description: string;
  priority: TaskPriority;
  dueDate: string;
}

/** The fields as the server will store them: trimmed title, an empty description or due date cleared (null). */
const changesOf = (values: EditValues): Omit<TaskChange, 'id'> => ({
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
    <Dialog.Root
      open={Boolean(task)}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{task ? <EditTaskForm key={task.id} task={task} /> : null}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function EditTaskForm({ task }: { task: Task }) {
  const update = useUpdateTask();
  const form = useForm({
    initial: (): EditValues => ({
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
      <Stack gap="4">
        <TextField label="Title" required {...form.field('title')} maxLength={200} autoFocus />
        <TextareaField
          label="Description"
          {...form.field('description')}
          placeholder="Optional details"
          maxLength={5000}
        />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          <SelectField
            label="Priority"
            {...form.field('priority')}
            options={optionsOf(taskPriorities, taskPriorityLabels)}
          />
          <DateField label="Due date" {...form.field('dueDate')} helper="Empty it to clear the due date" />
        </Stack>
      </Stack>
    </FormDialogContent>
  );
}
