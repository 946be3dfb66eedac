import type { EmployeeDetail } from '@shared/schemas/employee';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { EMPLOYEES_URL } from './get-employees';

/** Key parts joined by slashes make the URL (spec §7): ['/api/employees', id] → /api/employees/{id}. */
export const employeeQueryKey = (id: string) => [EMPLOYEES_URL, id] as const;

export const employeeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: employeeQueryKey(id),
    queryFn: ({ signal }) => apiGet<EmployeeDetail>(`${EMPLOYEES_URL}/${encodeURIComponent(id)}`, signal),
  });

export function useEmployee(id: string) {
  return useQuery(employeeQueryOptions(id));
}
