import { buildPath, routeById } from '@shared/api/routes';
import type { Automation } from '@shared/schemas/automation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const AUTOMATIONS_URL = buildPath(routeById('listAutomations').path);

export const automationsQueryOptions = () =>
  queryOptions({
    queryKey: [AUTOMATIONS_URL],
    queryFn: ({ signal }) => apiGet<Automation[]>(AUTOMATIONS_URL, signal),
  });

export function useAutomations() {
  return useQuery(automationsQueryOptions());
}
