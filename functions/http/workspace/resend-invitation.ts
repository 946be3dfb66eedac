import * as api from '@shared/api/contracts/workspace';
import { defineHandler } from '../../platform/http/define-handler';
import { resendInvitation } from '../../services/workspace/invitations';

/** `POST /api/workspace/invitations/{id}/resend`: a new link and expiry; the old link stops working. */
export const handler = defineHandler(api.resendInvitation, ({ member, params }) =>
  resendInvitation(member.workspaceId, params.id),
);
