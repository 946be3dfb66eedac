import type { KpiTimeRange } from '@shared/catalog/kpi-time-ranges';
import { useQuery } from '@tanstack/react-query';
import { kpiRangeQueryOptions } from './kpi-range-query';

/** `GET /api/kpi/stats?timeRange=…`: the cards, the charts and the tabs' figures. */
export const kpiStatsQueryOptions = (timeRange: KpiTimeRange) => kpiRangeQueryOptions('getKpiStats', timeRange);

export function useKpiStats(timeRange: KpiTimeRange) {
  return useQuery(kpiStatsQueryOptions(timeRange));
}
