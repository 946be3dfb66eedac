import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-query';

/** GET /api/automations/{id}: the automation the builder opens. */
export const automationQueryOptions = (id: string) => routeQueryOptions('getAutomation', { params: { id } });

export function useAutomation(id: string) {
  return useQuery(automationQueryOptions(id));
}
