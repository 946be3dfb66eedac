import { listEmployees, toEmployeeView } from '../../data/employees';
import { defineHandler } from '../../platform/http/define-handler';
import { ok } from '../../platform/http/response';

/** `GET /api/employees`: the workspace's employees with their current competencies, in the order added. */
export const handler = defineHandler('listEmployees', {}, async ({ session }) => {
  const employees = await listEmployees(session.workspaceId);
  return ok(employees.map(toEmployeeView));
});
