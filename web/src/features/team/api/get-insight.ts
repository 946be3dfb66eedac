import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-query';
import { pagedQueryOptions, useEveryPage, withItems } from '../../../lib/paged-query';

/** The employee's insight, or null while none exists. */
export const insightQueryOptions = (employeeId: string) => routeQueryOptions('getEmployeeInsight', { id: employeeId });

export const insightQueryKey = (employeeId: string) => insightQueryOptions(employeeId).queryKey;

export function useInsight(employeeId: string) {
  return useQuery(insightQueryOptions(employeeId));
}

/** The whole team's insights for Team Analytics: one request per 200 employees, not one per employee. */
export const teamInsightsQueryOptions = () => pagedQueryOptions('listInsights', { filters: { limit: 200 } });

export function useTeamInsights() {
  return useEveryPage(withItems(useInfiniteQuery(teamInsightsQueryOptions())));
}
