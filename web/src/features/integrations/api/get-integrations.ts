import type { Integration } from '@shared/schemas/integration';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { routeQueryOptions } from '../../../lib/api-query';
import { invalidateRouteEffects } from '../../../lib/route-mutation';
import { useMayRead } from '../../../lib/use-can';

/** A connection whose sync the server has queued or is running (a new connection's first sync, the hourly one). */
const isBusy = (integration: Integration) =>
  integration.syncStatus === 'pending' || integration.syncStatus === 'syncing';

/** How often the list is read again while a sync is under way; a first sync takes seconds. */
export const BUSY_REFETCH_MS = 2000;

export const integrationsQueryOptions = () =>
  queryOptions({
    ...routeQueryOptions('listIntegrations'),
    refetchInterval: (query) => (query.state.data?.some(isBusy) ? BUSY_REFETCH_MS : false),
  });

/** The connections' cache key. */
export const integrationsQueryKey = integrationsQueryOptions().queryKey;

/**
 * The workspace's connections. While a sync the user did not press runs (a new connection's first one), the list is
 * read again until it ends; then the synced data and the summary are refreshed too, so the figures follow. Not asked
 * for by a role that may not see integrations (the automations screens use it for every role).
 */
export function useIntegrations() {
  const queryClient = useQueryClient();
  const query = useQuery({ ...integrationsQueryOptions(), enabled: useMayRead('listIntegrations') });
  const busy = Boolean(query.data?.some(isBusy));
  const wasBusy = useRef(busy);
  useEffect(() => {
    // What the sync changed: the connections, the synced data, the summary, the dashboard's figures.
    if (wasBusy.current && !busy) void invalidateRouteEffects(queryClient, 'syncIntegration');
    wasBusy.current = busy;
  }, [busy, queryClient]);
  return query;
}
