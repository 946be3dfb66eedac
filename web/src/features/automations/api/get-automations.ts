import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions, withItems } from '../../../lib/paged-query';

export const automationsQueryOptions = () => pagedQueryOptions('listAutomations');

/** The list's key: every cached view of it sits under it. */
export const automationsQueryKey = automationsQueryOptions().queryKey;

export function useAutomations() {
  return withItems(useInfiniteQuery(automationsQueryOptions()));
}
