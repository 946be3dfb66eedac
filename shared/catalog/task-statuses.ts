import type { TaskPriority, TaskStatus } from '../schemas/task';

/**
 * Task statuses and priorities with their labels (spec §2, §4). Clicking a task's status icon cycles
 * pending → in_progress → completed → pending; the screen and the API read the cycle from here.
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

const cycle: readonly TaskStatus[] = ['pending', 'in_progress', 'completed'];

export function nextTaskStatus(status: TaskStatus): TaskStatus {
  return cycle[(cycle.indexOf(status) + 1) % cycle.length]!;
}

/** The status filter buttons of the Tasks screen, in order. `all` shows every task. */
export const taskStatusFilters = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: taskStatusLabels.pending },
  { value: 'in_progress', label: taskStatusLabels.in_progress },
  { value: 'completed', label: taskStatusLabels.completed },
] as const;

export type TaskStatusFilter = (typeof taskStatusFilters)[number]['value'];
