import * as api from '@shared/api/contracts/tasks';
import { defineHandler } from '../../platform/http/define-handler';
import { fileDownload } from '../../platform/http/response';
import { exportTasks } from '../../services/workspace/csv-exports';

export const handler = defineHandler(api.exportTasks, async ({ member }) => {
  const file = await exportTasks(member.workspaceId);
  return fileDownload(file.fileName, 'text/csv; charset=utf-8', file.body);
});
