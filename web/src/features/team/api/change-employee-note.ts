import { callRoute } from '../../../lib/api-route';
import { failureToast, notifySuccess } from '../../../lib/mutation-toasts';
import { useRouteMutation } from '../../../lib/route-mutation';

/** PATCH /api/employees/{id}/notes/{noteId}: the note's follow-up done, or open again. */
export const setFollowUpCompleted = (id: string, noteId: string, followUpCompleted: boolean) =>
  callRoute('updateEmployeeNote', { params: { id, noteId }, body: { followUpCompleted } });

/** DELETE /api/employees/{id}/notes/{noteId}. */
export const deleteEmployeeNote = (id: string, noteId: string) =>
  callRoute('deleteEmployeeNote', { params: { id, noteId } });

/** Marks a note's follow-up done or open; the profile (its notes) is read again. */
export function useSetFollowUpCompleted(id: string) {
  return useRouteMutation('updateEmployeeNote', {
    mutationFn: ({ noteId, completed }: { noteId: string; completed: boolean }) =>
      setFollowUpCompleted(id, noteId, completed),
    onSuccess: (note) => notifySuccess(note.followUpCompleted ? 'Follow-up done' : 'Follow-up reopened', note.subject),
    onError: failureToast('Failed to update the note'),
  });
}

/** Deletes a note of the employee; the profile (its notes) is read again. */
export function useDeleteEmployeeNote(id: string) {
  return useRouteMutation('deleteEmployeeNote', {
    mutationFn: (noteId: string) => deleteEmployeeNote(id, noteId),
    onSuccess: () => notifySuccess('Note deleted', 'The note was deleted'),
    onError: failureToast('Failed to delete the note'),
  });
}
