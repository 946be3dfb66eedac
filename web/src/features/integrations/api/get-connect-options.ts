import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-query';

export const connectOptionsQueryOptions = () => routeQueryOptions('getIntegrationConnectOptions');

/** Asked only of roles that may connect (`enabled`): the route answers 403 to the rest. */
export function useConnectOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...connectOptionsQueryOptions(), enabled });
}
