import * as api from '@shared/api/contracts/team';
import { defineHandler } from '../../platform/http/define-handler';
import { fileDownload } from '../../platform/http/response';
import { exportEmployees } from '../../services/workspace/csv-exports';

export const handler = defineHandler(api.exportEmployees, async ({ member }) => {
  const file = await exportEmployees(member);
  return fileDownload(file.fileName, 'text/csv; charset=utf-8', file.body);
});
