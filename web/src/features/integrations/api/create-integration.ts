import { callRoute, type RouteBody } from '../../../lib/api-route';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { useRouteMutation } from '../../../lib/route-mutation';
import { serverMessage } from '../../../lib/server-message';

export const createIntegration = (body: RouteBody<'createIntegration'>) => callRoute('createIntegration', { body });

/** Spec §8: 'Integration Connected'; on failure 'Connection Failed' with the server's message. */
export function useCreateIntegration() {
  return useRouteMutation('createIntegration', {
    mutationFn: createIntegration,
    onSuccess: (integration) =>
      notifySuccess('Integration Connected', `${integration.name} syncs now and then every hour.`),
    onError: (error) =>
      notifyFailure(error, serverMessage(error) ?? 'Failed to connect integration', 'Connection Failed'),
  });
}
