import * as api from '@shared/api/contracts/tasks';
import { defineHandler } from '../../platform/http/define-handler';
import { updateTask } from '../../services/tasks/task-changes';

/**
 * `PATCH /api/tasks/{id}`: any of title, description, status, priority, due date and assignee (`null` clears the last
 * two); 200 with the task. Entering completed publishes `task_completed` (see the service).
 */
export const handler = defineHandler(api.updateTask, async ({ body, params, session }) =>
  updateTask({ workspaceId: session.workspaceId, userId: session.userId }, params.id, body),
);
