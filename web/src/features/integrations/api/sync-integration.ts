import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { serverMessage } from '../../../lib/server-message';
import { refreshAfterAutomations } from '../../tasks/api/refresh-after-automations';
import { refreshIntegrations } from './refresh-integrations';

export const syncIntegration = (id: string) => callRoute('syncIntegration', { params: { id } });

/** Spec §8: 'Sync Complete' with what was synced; 'Sync Failed' with the server's message, or 'Failed to sync data'. */
export function useSyncIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncIntegration,
    onSuccess: ({ message }) => {
      notifySuccess('Sync Complete', message);
      // A new lead, meeting or paid invoice runs automations, which may add tasks, runs and outbox messages.
      refreshAfterAutomations(queryClient);
    },
    onError: (error) => notifyFailure(error, serverMessage(error) ?? 'Failed to sync data', 'Sync Failed'),
    // Success or failure, the card shows the sync's outcome (its status, last error, item count).
    onSettled: () => refreshIntegrations(queryClient),
  });
}
