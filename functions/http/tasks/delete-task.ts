import { idParamsSchema } from '@shared/schemas/id-params';
import { deleteTask } from '../../data/tasks';
import { NotFound } from '../../platform/errors';
import { defineHandler } from '../../platform/http/define-handler';
import { noContent } from '../../platform/http/response';

/** `DELETE /api/tasks/{id}`: 204; 404 for a missing id or another workspace's. */
export const handler = defineHandler('deleteTask', { params: idParamsSchema }, async ({ params, session }) => {
  if (!(await deleteTask(session.workspaceId, params.id))) throw new NotFound('Task not found');
  return noContent();
});
