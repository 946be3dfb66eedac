import { buildPath, routeById } from '@shared/api/routes';
import type { Automation } from '@shared/schemas/automation';
import { apiRequest } from '../../../lib/api-client';
import { removeItem, useOptimisticListMutation } from '../../../lib/optimistic-list';
import { automationsQueryKey } from './get-automations';

export async function deleteAutomation(id: string): Promise<void> {
  await apiRequest('DELETE', buildPath(routeById('deleteAutomation').path, { id }));
}

/** The card goes at once and comes back if the server refuses. */
export function useDeleteAutomation() {
  return useOptimisticListMutation<Automation, string, void>({
    queryKey: automationsQueryKey,
    mutationFn: deleteAutomation,
    apply: removeItem,
    successToast: 'Automation deleted',
    failureToast: 'Failed to delete automation.',
  });
}
