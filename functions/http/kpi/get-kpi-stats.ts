import * as api from '@shared/api/contracts/kpi';
import { defineHandler } from '../../platform/http/define-handler';
import { getKpiStatsView } from '../../services/kpi/kpi-stats';

/** `GET /api/kpi/stats?timeRange=7d|30d|90d|365d` (30d by default): the workspace's KPI figures. */
export const handler = defineHandler(api.getKpiStats, ({ query, member }) => getKpiStatsView(member, query.timeRange));
