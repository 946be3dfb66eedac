import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions, withItems } from '../../../lib/paged-query';

/** GET /api/automations/{id}/runs: one automation's runs, newest first. */
export const automationRunsQueryOptions = (automationId: string) =>
  infiniteQueryOptions({
    ...pagedQueryOptions('listAutomationRuns', { params: { id: automationId } }),
    // A run still in progress finishes within seconds: look again until none is left running.
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.items.some((run) => run.status === 'running')) ? 1000 : false,
  });

export function useAutomationRuns(automationId: string) {
  return withItems(useInfiniteQuery(automationRunsQueryOptions(automationId)));
}
