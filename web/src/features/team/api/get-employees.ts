import { buildPath, routeById } from '@shared/api/routes';
import type { Employee } from '@shared/schemas/employee';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const EMPLOYEES_URL = buildPath(routeById('listEmployees').path);

export const employeesQueryOptions = () =>
  queryOptions({
    queryKey: [EMPLOYEES_URL],
    queryFn: ({ signal }) => apiGet<Employee[]>(EMPLOYEES_URL, signal),
  });

export function useEmployees() {
  return useQuery(employeesQueryOptions());
}
