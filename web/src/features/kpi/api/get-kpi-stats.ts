import type { KpiTimeRange } from '@shared/catalog/kpi-time-ranges';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-query';

/**
 * `GET /api/kpi/stats?timeRange=…`: the cards, the charts and the tabs' figures; one cache entry per range, so
 * switching back is instant.
 */
export const kpiStatsQueryOptions = (timeRange: KpiTimeRange) =>
  routeQueryOptions('getKpiStats', { query: { timeRange } });

export function useKpiStats(timeRange: KpiTimeRange) {
  return useQuery(kpiStatsQueryOptions(timeRange));
}
