import { notify } from '../../../components/ui/toaster';
import { callRoute } from '../../../lib/api-route';
import { notifyFailure } from '../../../lib/mutation-toasts';
import { useRouteMutation } from '../../../lib/route-mutation';
import { serverMessage } from '../../../lib/server-message';

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
    onError: (error) =>
      notifyFailure(error, serverMessage(error) ?? 'Failed to connect integration', 'Connection Failed'),
  });
}
