import type { Task, TaskView } from '@shared/schemas/task';
import { type CalendarDay, calendarDayIn } from '@shared/tasks/task-due';
import { DEFAULT_TIME_ZONE } from '../../domain/kpi/zoned-date';
import { toTaskView } from '../../domain/tasks/task-view';

/**
 * The workspace's zone (UTC while it has none saved) and its calendar date at `now`: what decides which tasks are
 * overdue. From the zone the caller read with the workspace's item.
 */
export function zonedToday(savedZone: string | null, now: Date): { timeZone: string; today: CalendarDay } {
  const timeZone = savedZone ?? DEFAULT_TIME_ZONE;
  return { timeZone, today: calendarDayIn(now, timeZone) };
}

/**
 * The task as the API answers it, `overdue` decided in the workspace's zone at `now` (read by the caller, which
 * counts the rollups' days in it too).
 */
export const viewOfTaskIn = (task: Task, timeZone: string, now: Date): TaskView =>
  toTaskView(task, calendarDayIn(now, timeZone));
