import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-query';

export const employeesQueryOptions = () => routeQueryOptions('listEmployees');

/** The team list's key; each employee's detail sits under it (['/api/employees', id]). */
export const employeesQueryKey = employeesQueryOptions().queryKey;

export function useEmployees() {
  return useQuery(employeesQueryOptions());
}
