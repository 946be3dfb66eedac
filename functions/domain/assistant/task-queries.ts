import { type Task, type TaskPriority, type TaskStatus, taskPriorities } from '@shared/schemas/task';

/**
 * The task questions the assistant answers, as pure functions of the task list and `now`. A task is overdue when it
 * has a due date before now and is not completed; lists are ordered most urgent first.
 */
export const isOpen = (task: Pick<Task, 'status'>) => task.status !== 'completed';

export function isOverdue(task: Pick<Task, 'status' | 'dueDate'>, now: Date): boolean {
  return isOpen(task) && task.dueDate !== null && Date.parse(task.dueDate) < now.getTime();
}

export type DueFilter = 'overdue' | 'today' | 'next_7_days' | 'none';

export interface TaskFilter {
  status?: TaskStatus | 'open';
  priority?: TaskPriority;
  due?: DueFilter;
  /** Only tasks assigned to this employee; `null` only unassigned ones. */
  assigneeEmployeeId?: string | null;
  /** Words that must all appear in the title or description. */
  search?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function matchesDue(task: Task, due: DueFilter, now: Date): boolean {
  if (due === 'none') return task.dueDate === null;
  if (task.dueDate === null) return false;
  if (due === 'overdue') return isOverdue(task, now);
  const at = Date.parse(task.dueDate);
  if (due === 'today') return task.dueDate.slice(0, 10) === now.toISOString().slice(0, 10);
  return at >= now.getTime() && at < now.getTime() + 7 * DAY_MS;
}

export function filterTasks(tasks: readonly Task[], filter: TaskFilter, now: Date): Task[] {
  const words = filter.search?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
  return tasks.filter((task) => {
    if (filter.status === 'open' ? !isOpen(task) : filter.status && task.status !== filter.status) return false;
    if (filter.priority && task.priority !== filter.priority) return false;
    if (filter.due && !matchesDue(task, filter.due, now)) return false;
    if (filter.assigneeEmployeeId !== undefined && task.assigneeEmployeeId !== filter.assigneeEmployeeId) return false;
    if (words.length) {
      const text = `${task.title} ${task.description ?? ''}`.toLowerCase();
      if (!words.every((w) => text.includes(w))) return false;
    }
    return true;
  });
}

const priorityRank = (p: TaskPriority) => taskPriorities.length - taskPriorities.indexOf(p);

/** Earliest due first (no due date last), then higher priority, then newest. */
export function byUrgency(a: Task, b: Task): number {
  const dueA = a.dueDate ? Date.parse(a.dueDate) : Number.POSITIVE_INFINITY;
  const dueB = b.dueDate ? Date.parse(b.dueDate) : Number.POSITIVE_INFINITY;
  if (dueA !== dueB) return dueA - dueB;
  const byPriority = priorityRank(b.priority) - priorityRank(a.priority);
  return byPriority || b.createdAt.localeCompare(a.createdAt);
}

export interface TaskCounts {
  total: number;
  /** Not completed: pending or in progress. */
  open: number;
  pending: number;
  inProgress: number;
  completed: number;
  overdue: number;
  highPriorityOpen: number;
}

export function countTasks(tasks: readonly Task[], now: Date): TaskCounts {
  const counts: TaskCounts = {
    total: 0,
    open: 0,
    pending: 0,
    inProgress: 0,
    completed: 0,
    overdue: 0,
    highPriorityOpen: 0,
  };
  for (const task of tasks) {
    counts.total += 1;
    if (task.status === 'pending') counts.pending += 1;
    else if (task.status === 'in_progress') counts.inProgress += 1;
    else counts.completed += 1;
    if (isOpen(task)) counts.open += 1;
    if (isOverdue(task, now)) counts.overdue += 1;
    if (isOpen(task) && task.priority === 'high') counts.highPriorityOpen += 1;
  }
  return counts;
}

/** Whole days a task is past due (at least 1 once overdue). */
export function daysOverdue(task: Pick<Task, 'dueDate'>, now: Date): number {
  if (!task.dueDate) return 0;
  return Math.max(1, Math.floor((now.getTime() - Date.parse(task.dueDate)) / DAY_MS));
}
