import type { KpiTimeRange } from '@shared/catalog/kpi-time-ranges';
import type { KpiTips } from '@shared/schemas/kpi';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { routeEntry } from '../../../lib/api-route';
import { checkResponseInDev } from '../../../lib/check-response';
import { kpiQueryKey } from './get-kpi-stats';

/** `GET /api/kpi/tips?timeRange=…`: asked for only when the Insights tab shows (the AI may take seconds). */
export const kpiTipsQueryOptions = (timeRange: KpiTimeRange) =>
  queryOptions({
    queryKey: [...kpiQueryKey, 'tips', timeRange] as const,
    queryFn: async ({ signal }) => {
      const data = await apiGet<KpiTips>(`${routeEntry('getKpiTips').path}?timeRange=${timeRange}`, signal);
      await checkResponseInDev('getKpiTips', data);
      return data;
    },
  });

export function useKpiTips(timeRange: KpiTimeRange) {
  return useQuery(kpiTipsQueryOptions(timeRange));
}
