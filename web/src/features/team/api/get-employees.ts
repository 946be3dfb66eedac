import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions, useEveryPage, withItems } from '../../../lib/paged-query';

export interface EmployeeFilters {
  search?: string;
  department?: string;
}

/** The team's pages, searched and filtered by the server; each page carries the whole team's counts. */
export const employeesQueryOptions = (filters: EmployeeFilters = {}, limit?: number) =>
  pagedQueryOptions('listEmployees', { filters: { ...filters, limit } });

/** The team list's cache key: every filtered view sits under it. */
export const employeesQueryKey = employeesQueryOptions().queryKey;

export function useEmployees(filters: EmployeeFilters = {}, limit?: number) {
  return withItems(useInfiniteQuery(employeesQueryOptions(filters, limit)));
}

/** The whole team, in pages of 200 (Team Analytics summarises everyone). */
export function useWholeTeam() {
  return useEveryPage(withItems(useInfiniteQuery(employeesQueryOptions({}, 200))));
}
