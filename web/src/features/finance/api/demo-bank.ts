import { callRoute } from '../../../lib/api-route';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { useRouteMutation } from '../../../lib/route-mutation';
import { serverMessage } from '../../../lib/server-message';

/** The Demo Bank's accounts and transactions join the books; what they change is read again (the route's effects). */
export function useCreateDemoBank() {
  return useRouteMutation('createDemoBank', {
    mutationFn: () => callRoute('createDemoBank', {}),
    onSuccess: () =>
      notifySuccess('Bank Connected Successfully', 'The Demo Bank added two accounts and 90 days of transactions.'),
    onError: (error) =>
      notifyFailure(
        error,
        serverMessage(error) ?? 'Unable to connect to banking service. Please try again.',
        'Connection Failed',
      ),
  });
}

export function useDeleteDemoBank() {
  return useRouteMutation('deleteDemoBank', {
    mutationFn: () => callRoute('deleteDemoBank', {}),
    onSuccess: () => notifySuccess('Demo Bank removed'),
    onError: (error) => notifyFailure(error, serverMessage(error) ?? 'Failed to remove the Demo Bank.'),
  });
}
