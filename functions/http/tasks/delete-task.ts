import * as api from '@shared/api/contracts/tasks';
import { defineHandler } from '../../platform/http/define-handler';
import { guardTaskChange } from '../../services/tasks/task-permissions';
import { deleteTask } from '../../services/tasks/tasks';

/** `DELETE /api/tasks/{id}`: 204; 404 for a missing id or another workspace's. */
export const handler = defineHandler(api.deleteTask, async ({ params, member }) => {
  await guardTaskChange(member, params.id, { kind: 'delete' });
  await deleteTask(member.workspaceId, params.id);
});
