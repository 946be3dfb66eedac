import { type TaskPriority, type TaskStatus, taskStatuses } from '../schemas/task';

/**
 * Task statuses and priorities with their labels (spec §2, §4). Clicking a task's status icon cycles
 * through the statuses in their order (`taskStatuses`: pending → in_progress → completed → pending); the screen and
 * the API read the cycle from here.
 */
export const taskStatusLabels: Readonly<Record<TaskStatus, string>> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Completed',
};

export const taskPriorityLabels: Readonly<Record<TaskPriority, string>> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

export function nextTaskStatus(status: TaskStatus): TaskStatus {
  return taskStatuses[(taskStatuses.indexOf(status) + 1) % taskStatuses.length]!;
}

/** The status filter buttons of the Tasks screen, in order. `all` shows every task. */
export type TaskStatusFilter = 'all' | TaskStatus;

export const taskStatusFilters: readonly { value: TaskStatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...taskStatuses.map((status) => ({ value: status, label: taskStatusLabels[status] })),
];
