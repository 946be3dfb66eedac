import { Button, Checkbox, Dialog, Field, NativeSelect, Stack } from '@chakra-ui/react';
import { createNoteRequestSchema, type NoteType, noteTypes } from '@shared/schemas/note';
import { noteTypeLabels } from '@shared/team/note-badges';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormDialogContent } from '../../../components/form-dialog-content';
import { useCreateEmployeeNote } from '../api/create-employee-note';
import { fieldErrors, TextField } from './employee-form-fields';

interface NoteForm {
  noteType: NoteType;
  subject: string;
  content: string;
  requiresFollowUp: boolean;
  followUpDate: string;
  isConfidential: boolean;
}

/** Defaults (spec §3): general, no follow-up, not confidential. */
const emptyNote: NoteForm = {
  noteType: 'general',
  subject: '',
  content: '',
  requiresFollowUp: false,
  followUpDate: '',
  isConfidential: false,
};

/** 'Add Manager Note': the Follow-up Date appears only when 'Requires Follow-up' is checked (spec §5). */
export function AddNoteDialog({ employeeId }: { employeeId: string }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<NoteForm>(emptyNote);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const addNote = useCreateEmployeeNote(employeeId, {
    onSuccess: () => {
      setOpen(false);
      setForm(emptyNote);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { ...form, followUpDate: form.requiresFollowUp && form.followUpDate ? form.followUpDate : null };
    const parsed = createNoteRequestSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    addNote.mutate(input);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        if (!e.open) setErrors({});
      }}
      placement="center"
    >
      <Dialog.Trigger asChild>
        <Button size="sm" colorPalette="blue">
          <Plus size={14} aria-hidden />
          Add Note
        </Button>
      </Dialog.Trigger>
      <FormDialogContent
        title="Add Manager Note"
        onSubmit={submit}
        submitLabel="Add Note"
        pending={addNote.isPending}
        pendingLabel="Adding..."
      >
        <Stack gap="4">
          <Field.Root>
            <Field.Label>Note Type</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="noteType"
                value={form.noteType}
                onChange={(e) => setForm((f) => ({ ...f, noteType: e.target.value as NoteType }))}
              >
                {noteTypes.map((t) => (
                  <option key={t} value={t}>
                    {noteTypeLabels[t]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <TextField
            name="subject"
            label="Subject"
            required
            value={form.subject}
            onChange={(subject) => setForm((f) => ({ ...f, subject }))}
            error={errors.subject}
          />
          <TextField
            name="content"
            label="Content"
            required
            rows={4}
            value={form.content}
            onChange={(content) => setForm((f) => ({ ...f, content }))}
            error={errors.content}
          />
          <Checkbox.Root
            checked={form.requiresFollowUp}
            onCheckedChange={(e) => setForm((f) => ({ ...f, requiresFollowUp: e.checked === true }))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Requires Follow-up</Checkbox.Label>
          </Checkbox.Root>
          {form.requiresFollowUp ? (
            <TextField
              name="followUpDate"
              label="Follow-up Date"
              type="date"
              value={form.followUpDate}
              onChange={(followUpDate) => setForm((f) => ({ ...f, followUpDate }))}
            />
          ) : null}
          <Checkbox.Root
            checked={form.isConfidential}
            onCheckedChange={(e) => setForm((f) => ({ ...f, isConfidential: e.checked === true }))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Confidential</Checkbox.Label>
          </Checkbox.Root>
        </Stack>
      </FormDialogContent>
    </Dialog.Root>
  );
}
