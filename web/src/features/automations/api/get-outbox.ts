import { routeById } from '@shared/api/routes';
import type { OutboxMessage } from '@shared/schemas/automation';
import { useQuery } from '@tanstack/react-query';
import { routeQueryKey, urlQueryOptions } from '../../../lib/api-query';

export const outboxQueryKey = routeQueryKey(routeById('listOutbox').path);

export const outboxQueryOptions = () => urlQueryOptions<OutboxMessage[]>(outboxQueryKey);

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
