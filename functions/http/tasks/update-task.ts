import * as api from '@shared/api/contracts/tasks';
import { defineHandler } from '../../platform/http/define-handler';
import { updateTask } from '../../services/tasks/task-changes';

/** `PATCH /api/tasks/{id}`: 200 with the task; entering completed publishes `task_completed` (see the service). */
export const handler = defineHandler(api.updateTask, async ({ body, params, session }) =>
  updateTask(session.workspaceId, session.userId, params.id, body),
);
