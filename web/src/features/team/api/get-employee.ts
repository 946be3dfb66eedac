import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-query';

export const employeeQueryOptions = (id: string) => routeQueryOptions('getEmployee', { params: { id } });

export const employeeQueryKey = (id: string) => employeeQueryOptions(id).queryKey;

export function useEmployee(id: string) {
  return useQuery(employeeQueryOptions(id));
}
