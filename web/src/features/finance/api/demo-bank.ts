import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { serverMessage } from '../../../lib/server-message';
import { bankAccountsQueryKey } from './get-bank-accounts';
import { financialAnalysisQueryKey } from './get-financial-analysis';

/** After the books change: the accounts and the analysis are read again. */
export async function refreshBooks(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: bankAccountsQueryKey }),
    queryClient.invalidateQueries({ queryKey: financialAnalysisQueryKey }),
  ]);
}

export function useCreateDemoBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute('createDemoBank', {}),
    onSuccess: async () => {
      notifySuccess('Bank Connected Successfully', 'The Demo Bank added two accounts and 90 days of transactions.');
      await refreshBooks(queryClient);
    },
    onError: (error) =>
      notifyFailure(
        error,
        serverMessage(error) ?? 'Unable to connect to banking service. Please try again.',
        'Connection Failed',
      ),
  });
}

export function useDeleteDemoBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute('deleteDemoBank', {}),
    onSuccess: async () => {
      notifySuccess('Demo Bank removed');
      await refreshBooks(queryClient);
    },
    onError: (error) => notifyFailure(error, serverMessage(error) ?? 'Failed to remove the Demo Bank.'),
  });
}
