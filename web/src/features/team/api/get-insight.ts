import { routeById } from '@shared/api/routes';
import type { EmployeeInsight } from '@shared/schemas/insight';
import { useQueries, useQuery } from '@tanstack/react-query';
import { routeQueryKey, urlQueryOptions } from '../../../lib/api-query';

export const insightQueryKey = (employeeId: string) =>
  routeQueryKey(routeById('getEmployeeInsight').path, { id: employeeId });

/** The employee's insight, or null while none exists (the server answers with an empty body). */
export const insightQueryOptions = (employeeId: string) =>
  urlQueryOptions<EmployeeInsight | null>(insightQueryKey(employeeId));

export function useInsight(employeeId: string) {
  return useQuery(insightQueryOptions(employeeId));
}

/** One insight query per employee (the spec fetches insights per employee), for Team Analytics. */
export function useInsights(employeeIds: readonly string[]) {
  return useQueries({ queries: employeeIds.map((id) => insightQueryOptions(id)) });
}
