import { Stack } from '@chakra-ui/react';
import { taskPriorityLabels } from '@shared/catalog/task-statuses';
import { type TaskPriority, taskPriorities } from '@shared/schemas/task';
import { DateField } from '../../../components/form/date-field';
import { optionsOf, SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import type { FormFields } from '../../../components/form/use-form';

/** What the new-task and edit-task forms both hold (the due date as the date input gives it, yyyy-mm-dd). */
export interface TaskFieldValues {
  title: string;
  description: string;
  priority: TaskPriority;
  dueDate: string;
}

/** The task's fields, as the new-task and edit-task dialogs show them. */
export function TaskFields({
  form,
  titlePlaceholder,
  dueDateHelper,
}: {
  form: FormFields<TaskFieldValues>;
  titlePlaceholder?: string;
  dueDateHelper?: string;
}) {
  return (
    <Stack gap="4">
      <TextField
        label="Title"
        required
        {...form.field('title')}
        placeholder={titlePlaceholder}
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
        <DateField label="Due date" {...form.field('dueDate')} helper={dueDateHelper} />
      </Stack>
    </Stack>
  );
}
