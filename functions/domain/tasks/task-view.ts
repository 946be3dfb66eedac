import type { Task, TaskView } from '@shared/schemas/task';
import { type CalendarDay, isOverdue } from '@shared/tasks/task-due';

/** A task as the API answers it on the workspace's `today`: its fields and `overdue`, decided now, never stored. */
export function toTaskView(task: Task, today: CalendarDay): TaskView {
  return { ...task, overdue: isOverdue(task, today) };
}
