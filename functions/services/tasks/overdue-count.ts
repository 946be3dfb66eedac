import { isOverdue } from '@shared/tasks/task-due';
import { taskEntity } from '../../data/tasks/tasks';
import { workspaceEntity } from '../../data/workspace/workspaces';
import { zonedToday } from './task-clock';

/**
 * How many of the workspace's tasks are overdue on its calendar date at `now`: the count the dashboard's 'Overdue
 * tasks' card shows (from `?overdue=true`, by the same rule), for Export Report to say the same. A file of its own so
 * the report's function does not carry the task writes (events, audit) with it.
 */
export async function overdueTaskCount(workspaceId: string, now = new Date()): Promise<number> {
  const [workspace, tasks] = await Promise.all([
    workspaceEntity.get({ workspaceId }),
    taskEntity.queryAll({ workspaceId }),
  ]);
  const { today } = zonedToday(workspace?.timeZone ?? null, now);
  return tasks.filter((task) => isOverdue(task, today)).length;
}
