import * as api from '@shared/api/contracts/tasks';
import { fieldsOf } from '../../domain/tasks/task-permissions';
import { defineHandler } from '../../platform/http/define-handler';
import { updateTask } from '../../services/tasks/task-changes';
import { guardTaskChange } from '../../services/tasks/task-permissions';

/**
 * `PATCH /api/tasks/{id}`: any of title, description, status, priority, due date and assignee (`null` clears the last
 * two); 200 with the task. Entering completed publishes `task_completed` (see the service). A member's change is
 * held to the task rule of their role first.
 */
export const handler = defineHandler(api.updateTask, async ({ body, params, member }) => {
  await guardTaskChange(member, params.id, { kind: 'edit', fields: fieldsOf(body) });
  return updateTask({ workspaceId: member.workspaceId, userId: member.userId }, params.id, body);
});
