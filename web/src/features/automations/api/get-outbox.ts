import { buildPath, routeById } from '@shared/api/routes';
import type { OutboxMessage } from '@shared/schemas/automation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const OUTBOX_URL = buildPath(routeById('listOutbox').path);

export const outboxQueryOptions = () =>
  queryOptions({
    queryKey: [OUTBOX_URL],
    queryFn: ({ signal }) => apiGet<OutboxMessage[]>(OUTBOX_URL, signal),
  });

export function useOutbox(enabled = true) {
  return useQuery({ ...outboxQueryOptions(), enabled });
}
