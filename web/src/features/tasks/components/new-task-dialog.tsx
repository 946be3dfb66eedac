import { Stack } from '@chakra-ui/react';
import { taskPriorityLabels } from '@shared/catalog/task-statuses';
import { createTaskInputSchema, DEFAULT_TASK_PRIORITY, taskPriorities } from '@shared/schemas/task';
import { AddButton } from '../../../components/add-button';
import { DateField } from '../../../components/form/date-field';
import { FormDialogContent } from '../../../components/form/form-dialog-content';
import { FormDialogRoot } from '../../../components/form/form-dialog-root';
import { optionsOf, SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useForm } from '../../../components/form/use-form';
import { useCreateTask } from '../api/create-task';

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
    initial: () => ({ title: '', description: '', priority: DEFAULT_TASK_PRIORITY, dueDate: '' }),
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
      <Stack gap="4">
        <TextField
          label="Title"
          required
          {...form.field('title')}
          placeholder="e.g. Call Acme about the renewal"
          maxLength={200}
          autoFocus
        />
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
          <DateField label="Due date" {...form.field('dueDate')} />
        </Stack>
      </Stack>
    </FormDialogContent>
  );
}
