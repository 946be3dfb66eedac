import * as api from '@shared/api/contracts/tasks';
import { listTasks, toTaskView } from '../../data/tasks';
import { defineHandler } from '../../platform/http/define-handler';

/** `GET /api/tasks`: the workspace's tasks, newest first. */
export const handler = defineHandler(api.listTasks, async ({ session }) => {
  const tasks = await listTasks(session.workspaceId);
  return tasks.map(toTaskView);
});
