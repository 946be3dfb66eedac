import type { QueryClient } from '@tanstack/react-query';
import { integrationsQueryKey } from './get-integrations';

/**
 * After a connect, sync or removal: the connections, their synced data and the summary, which all sit under
 * `/api/integrations`. A sync may also have run automations (a new lead made a task), which refresh on their own
 * screens when opened.
 */
export function refreshIntegrations(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: integrationsQueryKey });
}
