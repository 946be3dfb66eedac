import * as api from '@shared/api/contracts/tasks';
import { getEmployee } from '../../data/employees';
import { toTaskView, updateTask } from '../../data/tasks';
import { NotFound } from '../../platform/errors';
import { defineHandler } from '../../platform/http/define-handler';

/** `POST /api/tasks/{id}/assign` `{employeeId}`: sets the task's assignee (an employee of the same workspace); 200 with the task. */
export const handler = defineHandler(api.assignTask, async ({ body, params, session }) => {
  if (!(await getEmployee(session.workspaceId, body.employeeId))) throw new NotFound('Employee not found');
  const updated = await updateTask(session.workspaceId, params.id, {
    assigneeEmployeeId: body.employeeId,
    updatedAt: new Date().toISOString(),
  });
  if (!updated || updated === 'conflict') throw new NotFound('Task not found');
  return toTaskView(updated);
});
