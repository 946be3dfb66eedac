import { Button, Stack, useDialogContext } from '@chakra-ui/react';
import { createNoteRequestSchema, type NoteType, noteTypes } from '@shared/schemas/note';
import { noteTypeLabels } from '@shared/team/note-badges';
import { Plus } from 'lucide-react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { DateField } from '../../../components/form/date-field';
import { DialogForm } from '../../../components/form/dialog-form';
import { FormDialog } from '../../../components/form/form-dialog';
import { optionsOf, SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useForm } from '../../../components/form/use-form';
import { useCreateEmployeeNote } from '../api/create-employee-note';

/** 'Add Manager Note': the Follow-up Date appears only when 'Requires Follow-up' is checked (spec §5). */
export function AddNoteDialog({ employeeId }: { employeeId: string }) {
  return (
    <FormDialog
      trigger={
        <Button size="sm" colorPalette="blue">
          <Plus size={14} aria-hidden />
          Add Note
        </Button>
      }
    >
      <AddNoteForm employeeId={employeeId} />
    </FormDialog>
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
  const dialog = useDialogContext();
  const addNote = useCreateEmployeeNote(employeeId, { onSuccess: () => dialog.setOpen(false) });
  const { values, set, errors, handleSubmit } = useForm({
    initial: emptyNote,
    schema: createNoteRequestSchema,
    toInput: (note) => ({
      ...note,
      followUpDate: note.requiresFollowUp && note.followUpDate ? note.followUpDate : null,
    }),
  });
  return (
    <DialogForm
      title="Add Manager Note"
      onSubmit={handleSubmit((input) => addNote.mutate(input))}
      submitLabel="Add Note"
      pending={addNote.isPending}
      pendingLabel="Adding..."
    >
      <Stack gap="4">
        <SelectField
          name="noteType"
          label="Note Type"
          value={values.noteType}
          onChange={set('noteType')}
          options={optionsOf(noteTypes, noteTypeLabels)}
        />
        <TextField
          name="subject"
          label="Subject"
          required
          value={values.subject}
          onChange={set('subject')}
          error={errors.subject}
        />
        <TextareaField
          name="content"
          label="Content"
          required
          rows={4}
          value={values.content}
          onChange={set('content')}
          error={errors.content}
        />
        <CheckboxField
          name="requiresFollowUp"
          label="Requires Follow-up"
          checked={values.requiresFollowUp}
          onChange={set('requiresFollowUp')}
        />
        {values.requiresFollowUp ? (
          <DateField
            name="followUpDate"
            label="Follow-up Date"
            value={values.followUpDate}
            onChange={set('followUpDate')}
          />
        ) : null}
        <CheckboxField
          name="isConfidential"
          label="Confidential"
          checked={values.isConfidential}
          onChange={set('isConfidential')}
        />
      </Stack>
    </DialogForm>
  );
}
