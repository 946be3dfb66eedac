import { type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions, withItems } from '../../../lib/paged-query';
import { teamAnalyticsQueryKey } from './get-team-analytics';

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

/** After a change to the team: its list (every filtered view) and Team Analytics load again. */
export function refreshTeam(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: employeesQueryKey });
  void queryClient.invalidateQueries({ queryKey: teamAnalyticsQueryKey });
}
