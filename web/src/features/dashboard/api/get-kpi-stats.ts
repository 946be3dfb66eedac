import type { KpiTimeRange } from '@shared/catalog/kpi-time-ranges';
import type { KpiStats } from '@shared/schemas/kpi';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { routeEntry } from '../../../lib/api-route';
import { checkResponseInDev } from '../../../lib/check-response';

/** Everything the dashboard reads sits under this key; a change of time zone refreshes it all. */
export const kpiQueryKey = ['/api/kpi'] as const;

/** `GET /api/kpi/stats?timeRange=…`, one cache entry per range (switching back is instant). */
export const kpiStatsQueryOptions = (timeRange: KpiTimeRange) =>
  queryOptions({
    queryKey: [...kpiQueryKey, 'stats', timeRange] as const,
    queryFn: async ({ signal }) => {
      const data = await apiGet<KpiStats>(`${routeEntry('getKpiStats').path}?timeRange=${timeRange}`, signal);
      await checkResponseInDev('getKpiStats', data);
      return data;
    },
  });

export function useKpiStats(timeRange: KpiTimeRange) {
  return useQuery(kpiStatsQueryOptions(timeRange));
}
