import { listTasks, toTaskView } from '../../data/tasks';
import { defineHandler } from '../../platform/http/define-handler';
import { ok } from '../../platform/http/response';

/** `GET /api/tasks`: the workspace's tasks, newest first. */
export const handler = defineHandler('listTasks', {}, async ({ session }) => {
  const tasks = await listTasks(session.workspaceId);
  return ok(tasks.map(toTaskView));
});
