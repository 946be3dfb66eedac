import type { Task, TaskListFilters, TaskPage, TaskSort } from '@shared/schemas/task';
import { taskStatusSchema } from '@shared/schemas/task';
import * as z from '@shared/zod';
import { queryTasksByStatus, taskEntity } from '../../data/tasks/tasks';
import { workspaceEntity } from '../../data/workspace/workspaces';
import { taskDeletedEvent } from '../../domain/tasks/task-events';
import { placeOf, type TaskPlace, taskListPage } from '../../domain/tasks/task-list-order';
import { toTaskView } from '../../domain/tasks/task-view';
import { InvalidCursor } from '../../platform/dynamodb/entity';
import { publishEvent } from '../../platform/events';
import { newId } from '../../platform/ids';
import { recordAudit } from '../audit/audit-log';
import { taskTarget } from '../audit/audit-targets';
import { recordTaskChange } from '../kpi/kpi-rollups';
import { notFound } from '../workspace/not-found';
import { zonedToday } from './task-clock';
import { taskCountsOf } from './task-counts';
import { assigneeNamesOf } from './task-page-details';

/**
 * Tasks of one workspace, whose id comes from the caller's session; a missing id and another workspace's are both
 * 404. Creating and editing, which may complete a task and so publish an event, are in `task-changes.ts`.
 */
/**
 * One page of the workspace's tasks, newest first (of one status when asked, through the status index), with the
 * counts by status and the names of the page's assignees: a Query, the workspace's item (its zone and its counts, read
 * beside the Query), and one BatchGetItem for the page's assignees when it has any, whatever the number of tasks (the
 * status index adds its BatchGetItem of the page's tasks). Each task says whether it is overdue in the zone.
 *
 * Only overdue, a search or another order (`ordered`) read every task of the workspace and cut the page from them.
 */
export async function listTasks(workspaceId: string, query: TaskListFilters, now = new Date()): Promise<TaskPage> {
  const workspace = workspaceEntity.get({ workspaceId });
  // Awaited below; a page that fails first must not leave its rejection unhandled.
  workspace.catch(() => undefined);
  const clock = workspace.then((item) => zonedToday(item?.timeZone ?? null, now));
  clock.catch(() => undefined);
  const byIndex = query.overdue === undefined && !query.q && (query.sort ?? 'created') === 'created';
  const page = byIndex ? await indexedPage(workspaceId, query) : await ordered(workspaceId, query, (await clock).today);
  const [{ timeZone, today }, counts, assigneeNames] = await Promise.all([
    clock,
    workspace.then((item) => taskCountsOf(workspaceId, item)),
    assigneeNamesOf(workspaceId, page.items),
  ]);
  const items = page.items.map((task) => toTaskView(task, today));
  return { items, cursor: page.cursor ?? null, counts, assigneeNames, timeZone };
}

function indexedPage(workspaceId: string, query: TaskListFilters) {
  const page = { limit: query.limit, cursor: query.cursor };
  return query.status
    ? queryTasksByStatus(workspaceId, query.status, page)
    : taskEntity.query({ workspaceId }, { ...page, newestFirst: true });
}

/**
 * A page of the tasks that match, in the asked order, read from all of the workspace's tasks (one Query of the task
 * items, paged by DynamoDB at 1 MB): no stored index serves a search or these orders. The cursor is the previous
 * page's last place (`task-list-order.ts`).
 */
async function ordered(workspaceId: string, query: TaskListFilters, today: string) {
  const sort = query.sort ?? 'created';
  const after = query.cursor === undefined ? undefined : placeFromCursor(query.cursor, sort);
  const { items, next } = taskListPage(await allTasks(workspaceId), {
    filters: query,
    sort,
    today,
    limit: query.limit,
    after,
  });
  return { items, cursor: next && cursorOf(next, sort) };
}

const placeSchema = z.object({
  s: z.string(),
  id: z.string(),
  status: taskStatusSchema,
  priority: z.enum(['low', 'medium', 'high']),
  dueDate: z.nullable(z.string()),
  title: z.string(),
});

/** An opaque cursor holding a place in `sort`'s order (the title only where it decides the place). */
function cursorOf(place: TaskPlace, sort: TaskSort): string {
  const held = { s: sort, ...placeOf(place), title: sort === 'title' ? place.title : '' };
  return Buffer.from(JSON.stringify(held)).toString('base64url');
}

/** The place a cursor holds; 400 'Invalid cursor' for anything not made by `cursorOf` for this order. */
function placeFromCursor(cursor: string, sort: TaskSort): TaskPlace {
  let held: z.infer<typeof placeSchema>;
  try {
    held = placeSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new InvalidCursor();
  }
  if (held.s !== sort) throw new InvalidCursor();
  return placeOf(held);
}

/** Every task of the workspace (the team analyst's workload figures), newest first. */
export function allTasks(workspaceId: string): Promise<Task[]> {
  return taskEntity.queryAll({ workspaceId }, { newestFirst: true });
}

/** Deletes the task; the dashboard's rollups and the counts lose what it added (as the delete found it, so they match). */
export async function deleteTask(workspaceId: string, id: string): Promise<void> {
  // The delete answers the task as it was: no read before it, and no race with a change between the two.
  const current = await taskEntity.take({ workspaceId, id });
  if (!current) throw notFound('task');
  await Promise.all([
    recordTaskChange(workspaceId, current, undefined),
    recordAudit(workspaceId, { action: 'task.deleted', target: taskTarget(current) }),
  ]);
  await publishEvent(taskDeletedEvent(workspaceId, current, newId(), new Date()));
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
