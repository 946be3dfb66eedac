import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-query';

export const connectOptionsQueryOptions = () => routeQueryOptions('getIntegrationConnectOptions');

export function useConnectOptions() {
  return useQuery(connectOptionsQueryOptions());
}
