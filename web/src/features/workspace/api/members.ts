import type { CreateInvitationRequest, UpdateMemberRequest } from '@shared/schemas/members';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-query';
import { callRoute } from '../../../lib/api-route';
import { useItemMutation } from '../../../lib/item-mutation';
import { failureToast, notifySuccess, toastsFor } from '../../../lib/mutation-toasts';
import { useRouteMutation } from '../../../lib/route-mutation';

export const membersQueryOptions = () => routeQueryOptions('listMembers');
export const useMembers = () => useQuery(membersQueryOptions());

export const workspacesQueryOptions = () => routeQueryOptions('listWorkspaces');

export const createInvitation = (body: CreateInvitationRequest) => callRoute('createInvitation', { body });

export function useCreateInvitation() {
  return useRouteMutation('createInvitation', { mutationFn: createInvitation });
}

export function useResendInvitation() {
  return useItemMutation('resendInvitation', {
    onSuccess: (sent) => notifySuccess('Invitation sent again', `A new link went to ${sent.email}`),
    onError: failureToast('Failed to resend the invitation'),
  });
}

export function useRevokeInvitation() {
  return useItemMutation('revokeInvitation', toastsFor('Invitation revoked', 'Failed to revoke the invitation'));
}

export function useUpdateMember() {
  return useRouteMutation('updateMember', {
    mutationFn: ({ userId, body }: { userId: string; body: UpdateMemberRequest }) =>
      callRoute('updateMember', { params: { userId }, body }),
    ...toastsFor('Member updated', 'Failed to update the member'),
  });
}

export function useRemoveMember() {
  return useRouteMutation('removeMember', {
    mutationFn: (userId: string) => callRoute('removeMember', { params: { userId } }),
    ...toastsFor('Member removed', 'Failed to remove the member'),
  });
}

export function useTransferOwnership() {
  return useRouteMutation('transferOwnership', {
    mutationFn: (userId: string) => callRoute('transferOwnership', { body: { userId } }),
    ...toastsFor('Ownership transferred', 'Failed to transfer ownership'),
  });
}
