import type { Task, TaskListFilters, TaskPriority, TaskSort, TaskStatus } from '@shared/schemas/task';
import { taskPriorities, taskStatuses } from '@shared/schemas/task';
import { type CalendarDay, dueDayOf, isOverdue } from '@shared/tasks/task-due';

/**
 * The task list's filters and orders that no stored index serves (`?overdue=true`, `?q=`, `?sort=` other than
 * newest first): which tasks match, in which order, and where a page ends. Pages are cut by position in the order
 * (keyset), not by count: the cursor holds the last task's place (its sort fields and id), so a task added, changed
 * or deleted meanwhile never shifts the next page by one.
 */

/** What decides a task's place in any order. */
export type TaskPlace = Pick<Task, 'id' | 'status' | 'priority' | 'dueDate' | 'title'>;

const statusRank = (status: TaskStatus) => taskStatuses.indexOf(status);
/** High first. */
const priorityRank = (priority: TaskPriority) => taskPriorities.length - 1 - taskPriorities.indexOf(priority);
/** Made on first use: most requests never sort by title, and a Lambda's import time is its cold start. */
let collator: Intl.Collator | undefined;
const titleCollator = () => (collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true }));

/** Earliest due day first; no due date last. */
function byDue(a: TaskPlace, b: TaskPlace): number {
  if (a.dueDate === b.dueDate) return 0;
  if (a.dueDate === null) return 1;
  if (b.dueDate === null) return -1;
  const [x, y] = [dueDayOf(a.dueDate), dueDayOf(b.dueDate)];
  return x < y ? -1 : x > y ? 1 : 0;
}
const byPriority = (a: TaskPlace, b: TaskPlace) => priorityRank(a.priority) - priorityRank(b.priority);
const byStatus = (a: TaskPlace, b: TaskPlace) => statusRank(a.status) - statusRank(b.status);
/** Task ids are ULIDs: a later id is a newer task. */
const newestFirst = (a: TaskPlace, b: TaskPlace) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
const byTitle = (a: TaskPlace, b: TaskPlace) => titleCollator().compare(a.title, b.title);

const orders: Record<TaskSort, ((a: TaskPlace, b: TaskPlace) => number)[]> = {
  status: [byStatus, byDue, byPriority, newestFirst],
  due: [byDue, byPriority, newestFirst],
  priority: [byPriority, byDue, newestFirst],
  title: [byTitle, newestFirst],
  created: [newestFirst],
};

/** The total order of `sort` (ties end at the id, so no two tasks share a place). */
export function compareTasks(sort: TaskSort, a: TaskPlace, b: TaskPlace): number {
  for (const compare of orders[sort]) {
    const order = compare(a, b);
    if (order !== 0) return order;
  }
  return 0;
}

/** Whether the task is listed under the filters, on the workspace's `today`. */
export function matchesTaskFilters(
  task: Task,
  filters: Pick<TaskListFilters, 'status' | 'overdue' | 'q'>,
  today: CalendarDay,
): boolean {
  if (filters.status && task.status !== filters.status) return false;
  if (filters.overdue !== undefined && isOverdue(task, today) !== filters.overdue) return false;
  if (filters.q) {
    const needle = filters.q.toLocaleLowerCase('en');
    const inTitle = task.title.toLocaleLowerCase('en').includes(needle);
    if (!inTitle && !task.description?.toLocaleLowerCase('en').includes(needle)) return false;
  }
  return true;
}

/**
 * One page: the tasks that match, in `sort`'s order, after the place `after` (the previous page's last), at most
 * `limit`; `next` is the last task's place when more follow.
 */
export function taskListPage(
  tasks: readonly Task[],
  options: {
    filters: Pick<TaskListFilters, 'status' | 'overdue' | 'q'>;
    sort: TaskSort;
    today: CalendarDay;
    limit: number;
    after?: TaskPlace;
  },
): { items: Task[]; next: TaskPlace | null } {
  const { filters, sort, today, limit, after } = options;
  const ordered = tasks
    .filter((task) => matchesTaskFilters(task, filters, today))
    .filter((task) => !after || compareTasks(sort, after, task) < 0)
    .sort((a, b) => compareTasks(sort, a, b));
  const items = ordered.slice(0, limit);
  const last = items.at(-1);
  return { items, next: ordered.length > limit && last ? placeOf(last) : null };
}

export function placeOf(task: TaskPlace): TaskPlace {
  const { id, status, priority, dueDate, title } = task;
  return { id, status, priority, dueDate, title };
}
