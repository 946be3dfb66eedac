import * as api from '@shared/api/contracts/audit';
import { defineHandler } from '../../platform/http/define-handler';
import { fileDownload } from '../../platform/http/response';
import { exportAuditEntries } from '../../services/audit/audit-read';

/** `GET /api/audit/export`: the filtered log as CSV; recorded as `audit.exported`. */
export const handler = defineHandler(api.exportAuditEntries, async ({ member, query }) => {
  const file = await exportAuditEntries(member, query);
  return fileDownload(file.fileName, 'text/csv; charset=utf-8', file.body);
});
