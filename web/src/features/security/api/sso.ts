import type { SsoSettings, SsoSettingsInput } from '@shared/schemas/sso';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { routeQueryKey } from '../../../lib/api-query';
import { callRoute } from '../../../lib/api-route';
import { failureToast, notifySuccess } from '../../../lib/mutation-toasts';
import { useRouteMutation } from '../../../lib/route-mutation';

/** The workspace's single sign-on, or `null` when none is set up (the API's 404). */
export const ssoSettingsQueryOptions = () =>
  queryOptions({
    queryKey: routeQueryKey('getSsoSettings'),
    queryFn: async ({ signal }): Promise<SsoSettings | null> => {
      try {
        return await callRoute('getSsoSettings', { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export const useSsoSettings = (enabled: boolean) => useQuery({ ...ssoSettingsQueryOptions(), enabled });

export function useSaveSsoSettings() {
  return useRouteMutation('putSsoSettings', {
    mutationFn: (body: SsoSettingsInput) => callRoute('putSsoSettings', { body }),
    onSuccess: () => notifySuccess('Single sign-on saved'),
  });
}

export function useDeleteSsoSettings() {
  return useRouteMutation('deleteSsoSettings', {
    mutationFn: () => callRoute('deleteSsoSettings'),
    onSuccess: () => notifySuccess('Single sign-on turned off', 'Everyone signs in with a password again.'),
    onError: failureToast('Failed to turn single sign-on off'),
  });
}

export function useTestSsoSettings() {
  return useRouteMutation('testSsoSettings', {
    mutationFn: () => callRoute('testSsoSettings'),
    onError: failureToast('Failed to test single sign-on'),
  });
}
