import * as api from '@shared/api/contracts/tasks';
import { fieldsOf } from '../../domain/tasks/task-permissions';
import { defineHandler } from '../../platform/http/define-handler';
import { updateTask } from '../../services/tasks/task-changes';
import { guardTaskChange } from '../../services/tasks/task-permissions';

/** `PATCH /api/tasks/{id}`: 200 with the task; entering completed publishes `task_completed` (see the service). */
export const handler = defineHandler(api.updateTask, async ({ body, params, member }) => {
  await guardTaskChange(member, params.id, { kind: 'edit', fields: fieldsOf(body) });
  return updateTask(member.workspaceId, member.userId, params.id, body);
});
