import { Button, Dialog, Field, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { taskPriorityLabels } from '@shared/catalog/task-statuses';
import { createTaskInputSchema, type TaskPriority, taskPriorities } from '@shared/schemas/task';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormDialogContent } from '../../../components/form-dialog-content';
import { useCreateTask } from '../api/create-task';

interface FormState {
  title: string;
  description: string;
  priority: TaskPriority;
  dueDate: string;
}

const emptyForm: FormState = { title: '', description: '', priority: 'medium', dueDate: '' };

/** `<input type="date">` gives yyyy-mm-dd; the API takes an ISO date-time (spec §5), here midnight UTC of that day. */
export const dueDateToIso = (value: string) => (value ? new Date(`${value}T00:00:00.000Z`).toISOString() : undefined);

/** The 'New Task' dialog: title (required), description, priority, due date. */
export function NewTaskDialog() {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<FormState>(emptyForm);
  const [titleError, setTitleError] = useState<string>();
  const createTask = useCreateTask({
    onSuccess: () => {
      setOpen(false);
      setForm(emptyForm);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      title: form.title,
      description: form.description.trim() ? form.description : null,
      status: 'pending' as const,
      priority: form.priority,
      dueDate: dueDateToIso(form.dueDate),
    };
    // The same schema the server validates with, so the message is the spec's either way.
    const parsed = createTaskInputSchema.safeParse(input);
    if (!parsed.success) {
      setTitleError(`Validation error: ${parsed.error.issues[0]?.message ?? 'Invalid task'}`);
      return;
    }
    setTitleError(undefined);
    createTask.mutate(input);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        if (!e.open) setTitleError(undefined);
      }}
      placement="center"
    >
      <Dialog.Trigger asChild>
        <Button>
          <Plus size={16} aria-hidden />
          New Task
        </Button>
      </Dialog.Trigger>
      <FormDialogContent
        title="New Task"
        onSubmit={submit}
        submitLabel="Create Task"
        pending={createTask.isPending}
        pendingLabel="Creating..."
      >
        <Stack gap="4">
          <Field.Root required invalid={Boolean(titleError)}>
            <Field.Label>
              Title
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              value={form.title}
              onChange={(e) => setForm({ ...form, title: e.target.value })}
              placeholder="e.g. Call Acme about the renewal"
              maxLength={200}
              autoFocus
            />
            <Field.ErrorText color={{ base: 'red.700', _dark: 'red.300' }}>{titleError}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Description</Field.Label>
            <Textarea
              value={form.description}
              onChange={(e) => setForm({ ...form, description: e.target.value })}
              placeholder="Optional details"
              rows={3}
              maxLength={5000}
            />
          </Field.Root>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
            <Field.Root>
              <Field.Label>Priority</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={form.priority}
                  onChange={(e) => setForm({ ...form, priority: e.target.value as TaskPriority })}
                >
                  {taskPriorities.map((p) => (
                    <option key={p} value={p}>
                      {taskPriorityLabels[p]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>Due date</Field.Label>
              <Input type="date" value={form.dueDate} onChange={(e) => setForm({ ...form, dueDate: e.target.value })} />
            </Field.Root>
          </Stack>
        </Stack>
      </FormDialogContent>
    </Dialog.Root>
  );
}
