import { queryOptions, useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-query';

/** GET /api/automations/{id}/runs, keyed under the automations list so refreshing the list refreshes the runs. */
export const automationRunsQueryOptions = (automationId: string) =>
  queryOptions({
    ...routeQueryOptions('listAutomationRuns', { id: automationId }),
    // A run still in progress finishes within seconds: look again until none is left running.
    refetchInterval: (query) => (query.state.data?.some((run) => run.status === 'running') ? 1000 : false),
  });

export function useAutomationRuns(automationId: string) {
  return useQuery(automationRunsQueryOptions(automationId));
}
