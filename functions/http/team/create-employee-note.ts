import * as api from '@shared/api/contracts/team';
import { defineHandler } from '../../platform/http/define-handler';
import { addEmployeeNote } from '../../services/team/employees';

/** `POST /api/employees/{id}/notes`: 201 with the manager note. */
export const handler = defineHandler(api.createEmployeeNote, async ({ body, params, member }) =>
  addEmployeeNote(member, params.id, body),
);
