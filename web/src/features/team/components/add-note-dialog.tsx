import { Stack } from '@chakra-ui/react';
import { createNoteRequestSchema, type NoteType, noteTypes } from '@shared/schemas/note';
import { noteTypeLabels } from '@shared/team/note-badges';
import { AddButton } from '../../../components/add-button';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { DateField } from '../../../components/form/date-field';
import { FormDialogContent } from '../../../components/form/form-dialog-content';
import { FormDialogRoot } from '../../../components/form/form-dialog-root';
import { optionsOf, SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useForm } from '../../../components/form/use-form';
import { useCreateEmployeeNote } from '../api/create-employee-note';

/** 'Add Manager Note': the Follow-up Date appears only when 'Requires Follow-up' is checked (spec §5). */
export function AddNoteDialog({ employeeId }: { employeeId: string }) {
  return (
    <FormDialogRoot trigger={<AddButton label="Add Note" size="sm" colorPalette="blue" />}>
      <AddNoteForm employeeId={employeeId} />
    </FormDialogRoot>
  );
}

/** Defaults (spec §3): general, no follow-up, not confidential. */
const emptyNote = () => ({
  noteType: 'general' as NoteType,
  subject: '',
  content: '',
  requiresFollowUp: false,
  followUpDate: '',
  isConfidential: false,
});

function AddNoteForm({ employeeId }: { employeeId: string }) {
  const addNote = useCreateEmployeeNote(employeeId);
  const form = useForm({
    initial: emptyNote,
    schema: createNoteRequestSchema,
    toInput: (note) => ({
      ...note,
      followUpDate: note.requiresFollowUp && note.followUpDate ? note.followUpDate : null,
    }),
  });
  const { values, field } = form;
  return (
    <FormDialogContent
      title="Add Manager Note"
      form={form}
      mutation={addNote}
      submitLabel="Add Note"
      pendingLabel="Adding..."
    >
      <Stack gap="4">
        <SelectField label="Note Type" {...field('noteType')} options={optionsOf(noteTypes, noteTypeLabels)} />
        <TextField label="Subject" required {...field('subject')} />
        <TextareaField label="Content" required rows={4} {...field('content')} />
        <CheckboxField label="Requires Follow-up" {...field('requiresFollowUp')} />
        {values.requiresFollowUp ? <DateField label="Follow-up Date" {...field('followUpDate')} /> : null}
        <CheckboxField label="Confidential" {...field('isConfidential')} />
      </Stack>
    </FormDialogContent>
  );
}
