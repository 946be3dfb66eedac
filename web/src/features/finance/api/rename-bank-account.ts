import { callRoute } from '../../../lib/api-route';
import { failureToast, notifySuccess } from '../../../lib/mutation-toasts';
import { useRouteMutation } from '../../../lib/route-mutation';

/** Renames an account; the accounts, transactions and statements that show its name are read again. */
export function useRenameBankAccount() {
  return useRouteMutation('renameBankAccount', {
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      callRoute('renameBankAccount', { params: { id }, body: { name } }),
    onSuccess: (account) => notifySuccess('Account renamed', `It is now called ${account.name}.`),
    onError: failureToast('Failed to rename the account.'),
  });
}
