import { buildPath, routeById } from '@shared/api/routes';
import type { EmployeeInsight } from '@shared/schemas/insight';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** '/api/ai/insights' — key ['/api/ai/insights', id] GETs /api/ai/insights/{id} (spec §7). */
export const INSIGHTS_URL = buildPath(routeById('getEmployeeInsight').path, { id: '' }).replace(/\/$/, '');

export const insightQueryKey = (employeeId: string) => [INSIGHTS_URL, employeeId] as const;

export const insightQueryOptions = (employeeId: string) =>
  queryOptions({
    queryKey: insightQueryKey(employeeId),
    queryFn: ({ signal }) =>
      apiGet<EmployeeInsight | null>(`${INSIGHTS_URL}/${encodeURIComponent(employeeId)}`, signal),
  });

export function useInsight(employeeId: string) {
  return useQuery(insightQueryOptions(employeeId));
}

/** One insight query per employee (the spec fetches insights per employee), for Team Analytics. */
export function useInsights(employeeIds: readonly string[]) {
  return useQueries({ queries: employeeIds.map((id) => insightQueryOptions(id)) });
}
