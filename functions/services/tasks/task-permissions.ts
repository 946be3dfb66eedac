import { can } from '@shared/access/roles';
import { taskEntity } from '../../data/tasks/tasks';
import { type TaskActor, type TaskChange, taskChangeRefusal } from '../../domain/tasks/task-permissions';
import { RoleForbidden } from '../../platform/errors';
import { found } from '../workspace/not-found';

/**
 * Refuses (403 `role_forbidden`) a change the actor's role may not make to this task (`shared/tasks/task-permissions.ts`),
 * before the change is made; 404 when the task is not in the workspace. Every path that changes a task on a person's
 * behalf (the task routes, the assistant's confirmed actions) calls it first.
 */
export async function guardTaskChange(
  actor: TaskActor & { workspaceId: string },
  taskId: string,
  change: TaskChange,
): Promise<void> {
  // Any task, any change: the change itself answers 404 for a task that is not there.
  if (can(actor.role, 'tasks.manage')) return;
  const task = found(
    await taskEntity.get({ workspaceId: actor.workspaceId, id: taskId }, { consistent: true }),
    'task',
  );
  const refusal = taskChangeRefusal(actor, task, change);
  if (refusal) throw new RoleForbidden(refusal);
}
