import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions, withItems } from '../../../lib/paged-query';

export const outboxQueryOptions = () => pagedQueryOptions('listOutbox');

export const outboxQueryKey = outboxQueryOptions().queryKey;

export function useOutbox() {
  return withItems(useInfiniteQuery(outboxQueryOptions()));
}
