import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions, withItems } from '../../../lib/paged-query';

export const automationsQueryOptions = () => pagedQueryOptions('listAutomations');

/** The list's key; every automation's runs sit under it, so refreshing it refreshes them too. */
export const automationsQueryKey = automationsQueryOptions().queryKey;

export function useAutomations() {
  return withItems(useInfiniteQuery(automationsQueryOptions()));
}
