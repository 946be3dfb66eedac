import type { Automation } from '@shared/schemas/automation';
import { useOptimisticRemove } from '../../../lib/optimistic-list';
import { automationsQueryKey } from './get-automations';

/** The card goes at once and comes back if the server refuses. */
export function useDeleteAutomation() {
  return useOptimisticRemove<Automation>(automationsQueryKey, 'deleteAutomation', {
    successToast: 'Automation deleted',
    failureToast: 'Failed to delete automation.',
  });
}
