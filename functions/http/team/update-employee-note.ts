import * as api from '@shared/api/contracts/team';
import { defineHandler } from '../../platform/http/define-handler';
import { updateEmployeeNote } from '../../services/team/employees';

/** `PATCH /api/employees/{id}/notes/{noteId}`: the note with its follow-up marked done or open. */
export const handler = defineHandler(api.updateEmployeeNote, async ({ body, params, member }) =>
  updateEmployeeNote(member, params.id, params.noteId, body),
);
