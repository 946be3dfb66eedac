import { callRoute, type RouteBody } from '../../../lib/api-route';
import { failureToast, notifySuccess } from '../../../lib/mutation-toasts';
import { useRouteMutation } from '../../../lib/route-mutation';

export const createIntegration = (body: RouteBody<'createIntegration'>) => callRoute('createIntegration', { body });

/** Spec §8: 'Integration Connected'; on failure 'Connection Failed' with the server's message. */
export function useCreateIntegration() {
  return useRouteMutation('createIntegration', {
    mutationFn: createIntegration,
    onSuccess: (integration) =>
      notifySuccess('Integration Connected', `${integration.name} syncs now and then every hour.`),
    onError: failureToast('Failed to connect integration', 'Connection Failed'),
  });
}
