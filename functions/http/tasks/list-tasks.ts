import * as api from '@shared/api/contracts/tasks';
import { defineHandler } from '../../platform/http/define-handler';
import { listTasks } from '../../services/tasks/tasks';

/** `GET /api/tasks`: a page of the workspace's tasks, newest first, with the counts by status. */
export const handler = defineHandler(api.listTasks, async ({ query, session }) =>
  listTasks(session.workspaceId, query),
);
