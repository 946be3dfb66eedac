import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { serverMessage } from '../../../lib/server-message';
import { refreshBooks } from './demo-bank';
import { transactionsQueryKey } from './transactions';

/** Spec §7: starts linking a bank (`{linkUrl, linkId}` with Plaid, `{message}` without it). */
export const connectPlaid = () => callRoute('connectPlaid');

/** Asks the server, which asks Plaid, how the link's session ended. */
export const verifyBankLink = (id: string, signal?: AbortSignal) =>
  callRoute('verifyBankLink', { params: { id }, signal });

/** A bank's sync or removal changes transactions as well as the accounts and the analysis. */
export const refreshBankData = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: transactionsQueryKey }), refreshBooks(queryClient)]);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function useSyncBankLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute('syncBankLink', { params: { id } }),
    onSuccess: async (outcome) => {
      const changes = `${plural(outcome.imported, 'new transaction')}, ${outcome.updated} updated, ${outcome.removed} removed.`;
      notifySuccess('Sync Complete', outcome.hasMore ? `${changes} More is on its way.` : changes);
      await refreshBankData(queryClient);
    },
    onError: async (error) => {
      notifyFailure(error, serverMessage(error) ?? 'Failed to sync data', 'Sync Failed');
      // The failure is kept on the link: the accounts show it.
      await refreshBankData(queryClient);
    },
  });
}

export function useRemoveBankLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute('removeBankLink', { params: { id } }),
    onSuccess: async () => {
      notifySuccess('Bank unlinked', 'Its accounts and their transactions left your books.');
      await refreshBankData(queryClient);
    },
    onError: (error) => notifyFailure(error, serverMessage(error) ?? 'Failed to unlink the bank.'),
  });
}
