import * as api from '@shared/api/contracts/tasks';
import { defineHandler } from '../../platform/http/define-handler';
import { createTask } from '../../services/tasks/task-changes';

/** `POST /api/tasks`: 201 with the task. The creator is the signed-in user, whatever `userId` the body carries. */
export const handler = defineHandler(api.createTask, async ({ body, session, workspaceItem }) =>
  createTask(session.workspaceId, session.userId, body, new Date(), workspaceItem),
);
