import type { QueryClient } from '@tanstack/react-query';
import { integrationsQueryKey } from './get-integrations';

/**
 * After a connect, sync or removal: the connections, their synced data and the summary, which all sit under
 * `/api/integrations`. What a sync's automations changed (a new lead made a task) is refreshed by the sync itself.
 */
export function refreshIntegrations(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: integrationsQueryKey });
}
