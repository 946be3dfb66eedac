import * as api from '@shared/api/contracts/finance';
import { defineHandler } from '../../platform/http/define-handler';
import { fileDownload } from '../../platform/http/response';
import { exportTransactions } from '../../services/workspace/csv-exports';

export const handler = defineHandler(api.exportTransactions, async ({ member, query }) => {
  const file = await exportTransactions(member.workspaceId, query);
  return fileDownload(file.fileName, 'text/csv; charset=utf-8', file.body);
});
