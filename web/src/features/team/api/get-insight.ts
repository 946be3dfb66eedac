import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-query';

/** The employee's insight, or null while none exists. */
export const insightQueryOptions = (employeeId: string) =>
  routeQueryOptions('getEmployeeInsight', { params: { id: employeeId } });

export const insightQueryKey = (employeeId: string) => insightQueryOptions(employeeId).queryKey;

export function useInsight(employeeId: string) {
  return useQuery(insightQueryOptions(employeeId));
}
