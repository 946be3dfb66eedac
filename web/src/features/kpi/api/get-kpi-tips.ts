import type { KpiTimeRange } from '@shared/catalog/kpi-time-ranges';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-query';

/**
 * `GET /api/kpi/tips?timeRange=…`: asked for only when the Insights tab shows (the AI may take seconds), and not at
 * all while the workspace has AI off.
 */
export function useKpiTips(timeRange: KpiTimeRange, enabled = true) {
  return useQuery({ ...routeQueryOptions('getKpiTips', { query: { timeRange } }), enabled });
}
