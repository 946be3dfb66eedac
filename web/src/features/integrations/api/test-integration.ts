import { notify } from '../../../components/ui/toaster';
import { callRoute } from '../../../lib/api-route';
import { failureToast } from '../../../lib/mutation-toasts';
import { useRouteMutation } from '../../../lib/route-mutation';

export const testIntegration = (id: string) => callRoute('testIntegration', { params: { id } });

/** Spec §8: 'Connection Successful', or 'Connection Failed' with the provider's reason. */
export function useTestIntegration() {
  return useRouteMutation('testIntegration', {
    mutationFn: testIntegration,
    onSuccess: ({ isConnected, message }) =>
      notify({
        type: isConnected ? 'success' : 'error',
        title: isConnected ? 'Connection Successful' : 'Connection Failed',
        description: message,
      }),
    onError: failureToast('Failed to connect integration', 'Connection Failed'),
  });
}
