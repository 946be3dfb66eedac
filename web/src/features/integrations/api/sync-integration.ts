import { callRoute } from '../../../lib/api-route';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { refreshAfterAutomations } from '../../../lib/refresh-after-automations';
import { useRouteMutation } from '../../../lib/route-mutation';
import { serverMessage } from '../../../lib/server-message';

export const syncIntegration = (id: string) => callRoute('syncIntegration', { params: { id } });

/** Spec §8: 'Sync Complete' with what was synced; 'Sync Failed' with the server's message, or 'Failed to sync data'. */
export function useSyncIntegration() {
  return useRouteMutation('syncIntegration', {
    mutationFn: syncIntegration,
    onSuccess: ({ message }, _id, _context, { client }) => {
      notifySuccess('Sync Complete', message);
      // A new lead, meeting or paid invoice runs automations, which may add tasks, runs and outbox messages.
      refreshAfterAutomations(client);
    },
    onError: (error) => notifyFailure(error, serverMessage(error) ?? 'Failed to sync data', 'Sync Failed'),
    // Success or failure, the card shows the sync's outcome (its status, last error, item count).
    refreshAfterFailure: true,
  });
}
