import type { Task } from '@shared/schemas/task';
import { taskEntity } from '../data/tasks';
import { Conflict } from '../platform/errors';
import { recordTaskChange } from './kpi/kpi-rollups';
import { notFound } from './not-found';

/**
 * Tasks of one workspace, whose id comes from the caller's session; a missing id and another workspace's are both
 * 404. Creating and editing, which may complete a task and so publish an event, are in `task-changes.ts`.
 */
/** Every task of the workspace, newest first. */
export function listTasks(workspaceId: string): Promise<Task[]> {
  return taskEntity.queryAll({ workspaceId }, { newestFirst: true });
}

/** Deletes the task; the dashboard's rollups lose what it added (conditional on the status read, so they match). */
export async function deleteTask(workspaceId: string, id: string): Promise<void> {
  const current = await taskEntity.get({ workspaceId, id }, { consistent: true });
  if (!current || !(await taskEntity.delete({ workspaceId, id }, { if: { status: current.status } }))) {
    if (await taskEntity.get({ workspaceId, id }, { consistent: true })) {
      throw new Conflict('The task changed while it was being deleted; reload and try again');
    }
    throw notFound('task');
  }
  await recordTaskChange(workspaceId, current, undefined);
}

/**
 * Clears the assignee of every task assigned to the employee (who is being deleted). Each write is conditional on
 * the assignee still being that employee, so a task reassigned meanwhile keeps its new assignee.
 */
export async function unassignTasksOf(workspaceId: string, employeeId: string, now = new Date()): Promise<void> {
  const assigned = await taskEntity.queryAll({ workspaceId }, { where: { assigneeEmployeeId: employeeId } });
  for (const task of assigned) {
    await taskEntity.update(
      { workspaceId, id: task.id },
      { assigneeEmployeeId: null, updatedAt: now.toISOString() },
      { if: { assigneeEmployeeId: employeeId } },
    );
  }
}
