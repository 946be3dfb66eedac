import { routeById } from '@shared/api/routes';
import type { Automation } from '@shared/schemas/automation';
import { useQuery } from '@tanstack/react-query';
import { routeQueryKey, urlQueryOptions } from '../../../lib/api-query';

/** The automations list's key; every automation's runs live under it, so invalidating it as a prefix refreshes both. */
export const automationsQueryKey = routeQueryKey(routeById('listAutomations').path);

export const automationsQueryOptions = () => urlQueryOptions<Automation[]>(automationsQueryKey);

export function useAutomations() {
  return useQuery(automationsQueryOptions());
}
