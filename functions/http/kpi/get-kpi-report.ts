import * as api from '@shared/api/contracts/kpi';
import { defineHandler } from '../../platform/http/define-handler';
import { fileDownload } from '../../platform/http/response';
import { getKpiReport } from '../../services/kpi/kpi-report';

/** `GET /api/kpi/report?timeRange=…&format=csv|pdf`: Export Report, as an attachment. */
export const handler = defineHandler(api.getKpiReport, async ({ query, member }) => {
  const file = await getKpiReport(member, query.timeRange, query.format);
  return fileDownload(file.fileName, file.contentType, file.body);
});
