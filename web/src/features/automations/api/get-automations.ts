import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-query';

export const automationsQueryOptions = () => routeQueryOptions('listAutomations');

/** The automations list's key; every automation's runs live under it, so invalidating it as a prefix refreshes both. */
export const automationsQueryKey = automationsQueryOptions().queryKey;

export function useAutomations() {
  return useQuery(automationsQueryOptions());
}
