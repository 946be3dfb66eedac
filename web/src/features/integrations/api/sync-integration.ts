import { callRoute } from '../../../lib/api-route';
import { failureToast, notifyInProgress, notifySuccess } from '../../../lib/mutation-toasts';
import { refreshAfterAutomations } from '../../../lib/refresh-after-automations';
import { useRouteMutation } from '../../../lib/route-mutation';

export const syncIntegration = (id: string) => callRoute('syncIntegration', { params: { id } });

/**
 * Spec §8: 'Sync Complete' with what was synced; 'Sync Failed' with the server's message, or 'Failed to sync data'.
 * A sync already under way (the first one after connecting) is joined: 'Sync in progress' with its progress, and the
 * card shows it syncing until it ends (the list is read again while a sync runs).
 */
export function useSyncIntegration() {
  return useRouteMutation('syncIntegration', {
    mutationFn: syncIntegration,
    onSuccess: ({ message, running }, _id, _context, { client }) => {
      if (running) return notifyInProgress('Sync in progress', message);
      notifySuccess('Sync Complete', message);
      // A new lead, meeting or paid invoice runs automations, which may add tasks, runs and outbox messages.
      refreshAfterAutomations(client);
    },
    onError: failureToast('Failed to sync data', 'Sync Failed'),
    // Success or failure, the card shows the sync's outcome (its status, last error, item count).
    refreshAfterFailure: true,
  });
}
