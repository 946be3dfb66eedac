import * as api from '@shared/api/contracts/employees';
import { listEmployeeNotes } from '../../data/employee-notes';
import { getEmployee, toEmployeeView } from '../../data/employees';
import { NotFound } from '../../platform/errors';
import { defineHandler } from '../../platform/http/define-handler';

/** `GET /api/employees/{id}`: the employee with competencies, skills, certifications and notes (newest first). */
export const handler = defineHandler(api.getEmployee, async ({ params, session }) => {
  const [employee, notes] = await Promise.all([
    getEmployee(session.workspaceId, params.id),
    listEmployeeNotes(session.workspaceId, params.id),
  ]);
  if (!employee) throw new NotFound('Employee not found');
  return { ...toEmployeeView(employee), notes };
});
