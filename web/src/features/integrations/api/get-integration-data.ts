import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-query';

/** The newest synced items (one page of `limit`). */
export const integrationDataQueryOptions = (limit: number) =>
  routeQueryOptions('listIntegrationData', { query: { limit } });

export function useIntegrationData(limit: number, enabled = true) {
  return useQuery({ ...integrationDataQueryOptions(limit), enabled });
}
