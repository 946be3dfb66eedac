import { callRoute } from '../../../lib/api-route';
import { useItemMutation } from '../../../lib/item-mutation';
import { failureToast, notifySuccess } from '../../../lib/mutation-toasts';

/** Spec §7: starts linking a bank (`{linkUrl, linkId}` with Plaid, `{message}` without it). */
export const connectPlaid = () => callRoute('connectPlaid');

/** Asks the server, which asks Plaid, how the link's session ended. */
export const verifyBankLink = (id: string, signal?: AbortSignal) =>
  callRoute('verifyBankLink', { params: { id }, signal });

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function useSyncBankLink() {
  return useItemMutation('syncBankLink', {
    onSuccess: (outcome) => {
      const changes = `${plural(outcome.imported, 'new transaction')}, ${outcome.updated} updated, ${outcome.removed} removed.`;
      notifySuccess('Sync Complete', outcome.hasMore ? `${changes} More is on its way.` : changes);
    },
    onError: failureToast('Failed to sync data', 'Sync Failed'),
    // The failure is kept on the link: the accounts show it.
    refreshAfterFailure: true,
  });
}

export function useRemoveBankLink() {
  return useItemMutation('removeBankLink', {
    onSuccess: () => notifySuccess('Bank unlinked', 'Its accounts and their transactions left your books.'),
    onError: failureToast('Failed to unlink the bank.'),
  });
}
