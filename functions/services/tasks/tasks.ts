import type { Task, TaskListQuery, TaskPage } from '@shared/schemas/task';
import { queryTasksByStatus, taskEntity } from '../../data/tasks/tasks';
import { Conflict } from '../../platform/errors';
import { recordTaskChange } from '../kpi/kpi-rollups';
import { notFound } from '../workspace/not-found';
import { taskCountsAndAssigneeNames } from './task-page-details';

/**
 * Tasks of one workspace, whose id comes from the caller's session; a missing id and another workspace's are both
 * 404. Creating and editing, which may complete a task and so publish an event, are in `task-changes.ts`.
 */
/**
 * One page of the workspace's tasks, newest first (of one status when asked, through the status index), with the
 * counts by status and the names of the page's assignees: a Query, then one BatchGetItem for the counter and the
 * assignees together, whatever the number of tasks (the status index adds its BatchGetItem of the page's tasks).
 */
export async function listTasks(workspaceId: string, query: TaskListQuery & { limit: number }): Promise<TaskPage> {
  const page = { limit: query.limit, cursor: query.cursor };
  const tasks = query.status
    ? await queryTasksByStatus(workspaceId, query.status, page)
    : await taskEntity.query({ workspaceId }, { ...page, newestFirst: true });
  const { counts, assigneeNames } = await taskCountsAndAssigneeNames(workspaceId, tasks.items);
  return { items: tasks.items, cursor: tasks.cursor ?? null, counts, assigneeNames };
}

/** Every task of the workspace (the team analyst's workload figures), newest first. */
export function allTasks(workspaceId: string): Promise<Task[]> {
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
