import { routeById } from '@shared/api/routes';
import type { Employee } from '@shared/schemas/employee';
import { useQuery } from '@tanstack/react-query';
import { routeQueryKey, urlQueryOptions } from '../../../lib/api-query';

/** The team list's key; each employee's detail sits under it (['/api/employees', id]). */
export const employeesQueryKey = routeQueryKey(routeById('listEmployees').path);

export const employeesQueryOptions = () => urlQueryOptions<Employee[]>(employeesQueryKey);

export function useEmployees() {
  return useQuery(employeesQueryOptions());
}
