import * as api from '@shared/api/contracts/tasks';
import { defineHandler } from '../../platform/http/define-handler';
import { assignTask } from '../../services/tasks/task-assignment';

/** `POST /api/tasks/{id}/assign` `{employeeId}`: sets the task's assignee (an employee of the same workspace). */
export const handler = defineHandler(api.assignTask, async ({ body, params, session }) =>
  assignTask(session.workspaceId, params.id, body.employeeId, new Date(), session.userId),
);
