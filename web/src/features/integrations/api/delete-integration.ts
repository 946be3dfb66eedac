import type { Integration } from '@shared/schemas/integration';
import { useOptimisticRemove } from '../../../lib/optimistic-list';
import { integrationsQueryKey } from './get-integrations';

/** The card goes back to 'Not connected' at once, and comes back if the server refuses. */
export function useDeleteIntegration() {
  return useOptimisticRemove<Integration>(integrationsQueryKey, 'deleteIntegration', {
    successToast: 'Integration Removed',
    failureToast: 'Failed to remove integration.',
  });
}
