import * as api from '@shared/api/contracts/tasks';
import { defineHandler } from '../../platform/http/define-handler';
import { listTasks } from '../../services/tasks';

/** `GET /api/tasks`: the workspace's tasks, newest first. */
export const handler = defineHandler(api.listTasks, async ({ session }) => listTasks(session.workspaceId));
