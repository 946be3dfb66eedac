import * as api from '@shared/api/contracts/workspace';
import { defineHandler } from '../../platform/http/define-handler';
import { revokeInvitation } from '../../services/workspace/invitations';

/** `DELETE /api/workspace/invitations/{id}`: the link then answers 410 'This invitation was revoked'. */
export const handler = defineHandler(api.revokeInvitation, async ({ member, params }) => {
  await revokeInvitation(member.workspaceId, params.id);
});
