import * as api from '@shared/api/contracts/team';
import { defineHandler } from '../../platform/http/define-handler';
import { deleteEmployeeNote } from '../../services/team/employees';

/** `DELETE /api/employees/{id}/notes/{noteId}`: 204; the note leaves the due follow-ups too. */
export const handler = defineHandler(api.deleteEmployeeNote, async ({ params, member }) => {
  await deleteEmployeeNote(member, params.id, params.noteId);
});
