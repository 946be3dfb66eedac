import * as api from '@shared/api/contracts/employees';
import { putNewEmployeeNote } from '../../data/employee-notes';
import { getEmployee } from '../../data/employees';
import { newId } from '../../data/ids';
import { newEmployeeNote } from '../../domain/team/new-employee';
import { NotFound } from '../../platform/errors';
import { defineHandler } from '../../platform/http/define-handler';

/** `POST /api/employees/{id}/notes`: 201 with the manager note. */
export const handler = defineHandler(api.createEmployeeNote, async ({ body, params, session }) => {
  if (!(await getEmployee(session.workspaceId, params.id))) throw new NotFound('Employee not found');
  const note = newEmployeeNote(params.id, newId(), body, new Date());
  await putNewEmployeeNote(session.workspaceId, note);
  return note;
});
