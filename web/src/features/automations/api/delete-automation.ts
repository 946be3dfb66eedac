import type { Automation } from '@shared/schemas/automation';
import { callRoute } from '../../../lib/api-route';
import { removeItem, useOptimisticListMutation } from '../../../lib/optimistic-list';
import { automationsQueryKey } from './get-automations';

export const deleteAutomation = (id: string) => callRoute('deleteAutomation', { params: { id } });

/** The card goes at once and comes back if the server refuses. */
export function useDeleteAutomation() {
  return useOptimisticListMutation<Automation, string, null>({
    queryKey: automationsQueryKey,
    mutationFn: deleteAutomation,
    apply: removeItem,
    successToast: 'Automation deleted',
    failureToast: 'Failed to delete automation.',
  });
}
