import * as api from '@shared/api/contracts/kpi';
import { defineHandler } from '../../platform/http/define-handler';
import { getKpiTips } from '../../services/kpi/kpi-tips';

/** `GET /api/kpi/tips?timeRange=…`: three tips from the figures, and which analyst wrote them. */
export const handler = defineHandler(api.getKpiTips, ({ query, member, workspaceItem }) =>
  getKpiTips(member, query.timeRange, { workspaceItem }),
);
