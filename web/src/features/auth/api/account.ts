import type { ChangePasswordRequest, UpdateAccountRequest } from '@shared/schemas/account';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-query';
import { callRoute } from '../../../lib/api-route';
import { SIGN_OUT_URL } from '../../../lib/auth-user';
import { failureToast, notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { navigateTo } from '../../../lib/navigate';
import { useRouteMutation } from '../../../lib/route-mutation';

export const ACCOUNT_SAVED = 'Account updated';
export const PASSWORD_CHANGED = 'Password changed';

/** Name and picture; the user menu shows them once `getAuthUser` is read again (the route's effect). */
export function useUpdateAccount() {
  return useRouteMutation('updateAccount', {
    mutationFn: (changes: UpdateAccountRequest) => callRoute('updateAccount', { body: changes }),
    onSuccess: () => notifySuccess(ACCOUNT_SAVED),
    onError: failureToast('Failed to update your account.'),
  });
}

/** A new password; the server ends the person's other sessions and keeps this one. */
export function useChangePassword() {
  return useRouteMutation('changePassword', {
    mutationFn: (request: ChangePasswordRequest) => callRoute('changePassword', { body: request }),
    onSuccess: () => notifySuccess(PASSWORD_CHANGED, 'You were signed out on your other devices.'),
  });
}

/** Every session ends, this one too: the browser goes to the signed-out page. */
export function useSignOutEverywhere() {
  return useRouteMutation('signOutEverywhere', {
    mutationFn: () => callRoute('signOutEverywhere'),
    onSuccess: () => navigateTo(SIGN_OUT_URL),
    onError: (error) => notifyFailure(error, 'Failed to sign out everywhere.'),
  });
}

/** 'Delete my workspace': the workspace is gone and the session with it, so the browser leaves for the signed-out page. */
export function useDeleteWorkspace() {
  return useRouteMutation('deleteWorkspace', {
    mutationFn: (confirm: string) => callRoute('deleteWorkspace', { body: { confirm } }),
    onSuccess: () => navigateTo(SIGN_OUT_URL),
  });
}

export const workspaceExportsQueryOptions = () => routeQueryOptions('listWorkspaceExports');

/** Where the background exports stand: asked again every 2 s while one is being prepared. */
export function useWorkspaceExports() {
  return useQuery({
    ...workspaceExportsQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.exports.some((e) => e.status === 'queued' || e.status === 'running') ? 2000 : false,
  });
}

export function useStartWorkspaceExport() {
  return useRouteMutation('startWorkspaceExport', {
    mutationFn: () => callRoute('startWorkspaceExport'),
    onSuccess: () => notifySuccess('Export started', 'You will be notified when the ZIP is ready to download.'),
    onError: failureToast('Failed to start the export.'),
  });
}
