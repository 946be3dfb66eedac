import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-query';

export const integrationsQueryOptions = () => routeQueryOptions('listIntegrations');

/** The connections' cache key; its prefix also covers the synced data and the summary (`/api/integrations/…`). */
export const integrationsQueryKey = integrationsQueryOptions().queryKey;

export function useIntegrations() {
  return useQuery(integrationsQueryOptions());
}
