import type { KpiTimeRange } from '@shared/catalog/kpi-time-ranges';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { type RouteResponse, routeEntry } from '../../../lib/api-route';
import { checkResponseInDev } from '../../../lib/check-response';

/** Everything the dashboard reads sits under this key; a change of time zone refreshes it all. */
export const kpiQueryKey = ['/api/kpi'] as const;

type KpiRangeRoute = 'getKpiStats' | 'getKpiTips';

/** A dashboard read for one time range (`?timeRange=…`), one cache entry per range, so switching back is instant. */
export function kpiRangeQueryOptions<I extends KpiRangeRoute>(id: I, timeRange: KpiTimeRange) {
  return queryOptions({
    queryKey: [...kpiQueryKey, id, timeRange] as const,
    queryFn: async ({ signal }) => {
      const data = await apiGet<RouteResponse<I>>(`${routeEntry(id).path}?timeRange=${timeRange}`, signal);
      await checkResponseInDev(id, data);
      return data;
    },
  });
}
