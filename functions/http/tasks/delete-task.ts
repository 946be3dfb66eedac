import * as api from '@shared/api/contracts/tasks';
import { deleteTask } from '../../data/tasks';
import { NotFound } from '../../platform/errors';
import { defineHandler } from '../../platform/http/define-handler';
import { recordTaskChange } from '../../services/kpi/kpi-rollups';

/** `DELETE /api/tasks/{id}`: 204; 404 for a missing id or another workspace's. */
export const handler = defineHandler(api.deleteTask, async ({ params, session }) => {
  const deleted = await deleteTask(session.workspaceId, params.id);
  if (!deleted) throw new NotFound('Task not found');
  await recordTaskChange(session.workspaceId, deleted, undefined);
});
