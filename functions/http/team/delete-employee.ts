import * as api from '@shared/api/contracts/team';
import { defineHandler } from '../../platform/http/define-handler';
import { removeEmployee } from '../../services/team/employee-lifecycle';

/** `DELETE /api/employees/{id}`: 204; the employee's notes, insight and history go too, their tasks stay unassigned. */
export const handler = defineHandler(api.deleteEmployee, async ({ params, session }) => {
  await removeEmployee(session.workspaceId, params.id);
});
