import type { Task, TaskView } from '@shared/schemas/task';
import { type CalendarDay, calendarDayIn } from '@shared/tasks/task-due';
import { toTaskView } from '../../domain/tasks/task-view';
import { workspaceTimeZone } from '../workspace/workspace-time-zone';

/** The workspace's zone and its calendar date at `now`: what decides which tasks are overdue. */
export async function workspaceToday(
  workspaceId: string,
  now: Date,
): Promise<{ timeZone: string; today: CalendarDay }> {
  const timeZone = await workspaceTimeZone(workspaceId);
  return { timeZone, today: calendarDayIn(now, timeZone) };
}

/**
 * The task as the API answers it, `overdue` decided in the workspace's zone at `now` (read by the caller, which
 * counts the rollups' days in it too).
 */
export const viewOfTaskIn = (task: Task, timeZone: string, now: Date): TaskView =>
  toTaskView(task, calendarDayIn(now, timeZone));
