import { queryOptions, useQuery } from '@tanstack/react-query';
import { pathQueryKey } from '../../../lib/api-query';
import { callRoute, queryString, routeEntry } from '../../../lib/api-route';

/** The newest synced items (one page of `limit`); the key sits under the integrations list's. */
export const integrationDataQueryOptions = (limit: number) => {
  const query = { limit };
  return queryOptions({
    queryKey: [...pathQueryKey(routeEntry('listIntegrationData').path), queryString(query)],
    queryFn: ({ signal }) => callRoute('listIntegrationData', { query, signal }),
  });
};

export function useIntegrationData(limit: number, enabled = true) {
  return useQuery({ ...integrationDataQueryOptions(limit), enabled });
}
