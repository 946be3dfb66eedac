import * as api from '@shared/api/contracts/tasks';
import { defineHandler } from '../../platform/http/define-handler';
import { assignTask } from '../../services/tasks/task-assignment';
import { guardTaskChange } from '../../services/tasks/task-permissions';

/** `POST /api/tasks/{id}/assign` `{employeeId}`: sets the task's assignee (an employee of the same workspace). */
export const handler = defineHandler(api.assignTask, async ({ body, params, member }) => {
  await guardTaskChange(member, params.id, { kind: 'assign' });
  return assignTask(member.workspaceId, params.id, body.employeeId, new Date(), member.userId);
});
