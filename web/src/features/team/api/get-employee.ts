import { routeById } from '@shared/api/routes';
import type { EmployeeDetail } from '@shared/schemas/employee';
import { useQuery } from '@tanstack/react-query';
import { routeQueryKey, urlQueryOptions } from '../../../lib/api-query';

export const employeeQueryKey = (id: string) => routeQueryKey(routeById('getEmployee').path, { id });

export const employeeQueryOptions = (id: string) => urlQueryOptions<EmployeeDetail>(employeeQueryKey(id));

export function useEmployee(id: string) {
  return useQuery(employeeQueryOptions(id));
}
