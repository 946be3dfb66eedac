import type { SsoSettingsInput } from '@shared/schemas/sso';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { routeQueryKey } from '../../../lib/api-query';
import { callRoute } from '../../../lib/api-route';
import { failureToast, notifySuccess } from '../../../lib/mutation-toasts';
import { useRouteMutation } from '../../../lib/route-mutation';

/** The workspace's single sign-on, or `null` when none is set up. */
export const ssoSettingsQueryOptions = () =>
  queryOptions({
    queryKey: routeQueryKey('getSsoSettings'),
    queryFn: ({ signal }) => callRoute('getSsoSettings', { signal }),
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
