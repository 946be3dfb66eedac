import type { AutomationRun } from '@shared/schemas/automation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { urlQueryOptions } from '../../../lib/api-query';
import { automationsQueryKey } from './get-automations';

/** GET /api/automations/{id}/runs, keyed under the automations list so refreshing the list refreshes the runs. */
export const automationRunsQueryOptions = (automationId: string) =>
  queryOptions({
    ...urlQueryOptions<AutomationRun[]>([...automationsQueryKey, automationId, 'runs']),
    // A run still in progress finishes within seconds: look again until none is left running.
    refetchInterval: (query) => (query.state.data?.some((run) => run.status === 'running') ? 1000 : false),
  });

export function useAutomationRuns(automationId: string) {
  return useQuery(automationRunsQueryOptions(automationId));
}
