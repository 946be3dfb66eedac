import type { CreateApiKey } from '@shared/schemas/api-keys';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../lib/api-query';
import { callRoute } from '../../lib/api-route';
import { useItemMutation } from '../../lib/item-mutation';
import { failureToast, notifySuccess } from '../../lib/mutation-toasts';
import { useRouteMutation } from '../../lib/route-mutation';

export const apiKeysQueryOptions = () => routeQueryOptions('listApiKeys');
export const useApiKeys = () => useQuery(apiKeysQueryOptions());

/** The new key is in the answer only: the panel shows it once, the toast does not repeat it. */
export function useCreateApiKey() {
  return useRouteMutation('createApiKey', {
    mutationFn: (body: CreateApiKey) => callRoute('createApiKey', { body }),
    onError: failureToast('Failed to create the API key'),
  });
}

export function useRevokeApiKey() {
  return useItemMutation('revokeApiKey', {
    onSuccess: () => notifySuccess('API key revoked', 'Requests with it are refused from now on'),
    onError: failureToast('Failed to revoke the API key'),
  });
}
