import { buildPath, routeById } from '@shared/api/routes';
import type { AutomationRun } from '@shared/schemas/automation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { AUTOMATIONS_URL } from './get-automations';

/** Under the automations key, so invalidating the list also refreshes every automation's runs. */
export const automationRunsQueryOptions = (automationId: string) =>
  queryOptions({
    queryKey: [AUTOMATIONS_URL, automationId, 'runs'],
    queryFn: ({ signal }) =>
      apiGet<AutomationRun[]>(buildPath(routeById('listAutomationRuns').path, { id: automationId }), signal),
    // A run still in progress finishes within seconds: look again until none is left running.
    refetchInterval: (query) => (query.state.data?.some((run) => run.status === 'running') ? 1000 : false),
  });

export function useAutomationRuns(automationId: string, enabled = true) {
  return useQuery({ ...automationRunsQueryOptions(automationId), enabled });
}
