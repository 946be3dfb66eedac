import { callRoute } from '../../../lib/api-route';
import { failureToast, notifySuccess } from '../../../lib/mutation-toasts';
import { useRouteMutation } from '../../../lib/route-mutation';

/** The Demo Bank's accounts and transactions join the books; what they change is read again (the route's effects). */
export function useCreateDemoBank() {
  return useRouteMutation('createDemoBank', {
    mutationFn: () => callRoute('createDemoBank', {}),
    onSuccess: () =>
      notifySuccess('Bank Connected Successfully', 'The Demo Bank added two accounts and 90 days of transactions.'),
    onError: failureToast('Unable to connect to banking service. Please try again.', 'Connection Failed'),
  });
}

export function useDeleteDemoBank() {
  return useRouteMutation('deleteDemoBank', {
    mutationFn: () => callRoute('deleteDemoBank', {}),
    onSuccess: () => notifySuccess('Demo Bank removed'),
    onError: failureToast('Failed to remove the Demo Bank.'),
  });
}
