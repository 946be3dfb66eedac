import * as api from '@shared/api/contracts/tasks';
import { deleteTask } from '../../data/tasks';
import { NotFound } from '../../platform/errors';
import { defineHandler } from '../../platform/http/define-handler';

/** `DELETE /api/tasks/{id}`: 204; 404 for a missing id or another workspace's. */
export const handler = defineHandler(api.deleteTask, async ({ params, session }) => {
  if (!(await deleteTask(session.workspaceId, params.id))) throw new NotFound('Task not found');
});
