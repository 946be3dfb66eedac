import * as api from '@shared/api/contracts/workspace';
import { defineHandler } from '../../platform/http/define-handler';
import { acceptInvitation } from '../../services/workspace/invitations';

/** `POST /api/invitations/{token}/accept`: joins as the signed-in person and moves the session there. */
export const handler = defineHandler(api.acceptInvitation, ({ event, session, params }) =>
  acceptInvitation(event, session.userId, params.token),
);
