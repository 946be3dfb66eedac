import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions, withItems } from '../../../lib/paged-query';

export interface EmployeeFilters {
  search?: string;
  department?: string;
}

/** The team's pages, searched and filtered by the server; each page carries the whole team's counts. */
export const employeesQueryOptions = (filters: EmployeeFilters = {}, limit?: number) =>
  pagedQueryOptions('listEmployees', { filters: { ...filters, limit } });

export function useEmployees(filters: EmployeeFilters = {}, limit?: number) {
  return withItems(useInfiniteQuery(employeesQueryOptions(filters, limit)));
}
