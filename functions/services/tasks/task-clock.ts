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

/** The task as the API answers it, `overdue` decided in the workspace's zone at `now`. */
export async function viewOfTask(workspaceId: string, task: Task, now: Date): Promise<TaskView> {
  return toTaskView(task, (await workspaceToday(workspaceId, now)).today);
}
