import type { Integration } from '@shared/schemas/integration';
import { useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { removeItem, useOptimisticListMutation } from '../../../lib/optimistic-list';
import { integrationsQueryKey } from './get-integrations';
import { refreshIntegrations } from './refresh-integrations';

export const deleteIntegration = (id: string) => callRoute('deleteIntegration', { params: { id } });

/** The card goes back to 'Not connected' at once, and comes back if the server refuses. */
export function useDeleteIntegration() {
  const queryClient = useQueryClient();
  return useOptimisticListMutation<Integration, string, null>({
    queryKey: integrationsQueryKey,
    mutationFn: deleteIntegration,
    apply: removeItem,
    successToast: 'Integration Removed',
    failureToast: 'Failed to remove integration.',
    onSuccess: () => void refreshIntegrations(queryClient),
  });
}
