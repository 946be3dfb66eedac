import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-query';

export const outboxQueryOptions = () => routeQueryOptions('listOutbox');

export const outboxQueryKey = outboxQueryOptions().queryKey;

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
