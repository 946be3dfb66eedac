import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute, type RouteBody } from '../../../lib/api-route';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { serverMessage } from '../../../lib/server-message';
import { refreshIntegrations } from './refresh-integrations';

export const createIntegration = (body: RouteBody<'createIntegration'>) => callRoute('createIntegration', { body });

/** Spec §8: 'Integration Connected'; on failure 'Connection Failed' with the server's message. */
export function useCreateIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIntegration,
    onSuccess: async (integration) => {
      notifySuccess('Integration Connected', `${integration.name} syncs now and then every hour.`);
      await refreshIntegrations(queryClient);
    },
    onError: (error) =>
      notifyFailure(error, serverMessage(error) ?? 'Failed to connect integration', 'Connection Failed'),
  });
}
