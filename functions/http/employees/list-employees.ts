import * as api from '@shared/api/contracts/employees';
import { listEmployees, toEmployeeView } from '../../data/employees';
import { defineHandler } from '../../platform/http/define-handler';

/** `GET /api/employees`: the workspace's employees with their current competencies, in the order added. */
export const handler = defineHandler(api.listEmployees, async ({ session }) => {
  const employees = await listEmployees(session.workspaceId);
  return employees.map(toEmployeeView);
});
