import { queryOptions, useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-query';

/** GET /api/automations/runs/{id}: one run with each step's record. */
export const automationRunQueryOptions = (id: string) =>
  queryOptions({
    ...routeQueryOptions('getAutomationRun', { params: { id } }),
    // A run in progress, waiting or retrying moves on by itself: look again until it has ended.
    refetchInterval: (query) =>
      ['running', 'waiting', 'retrying'].includes(query.state.data?.status ?? '') ? 5000 : false,
  });

export function useAutomationRun(id: string) {
  return useQuery(automationRunQueryOptions(id));
}
