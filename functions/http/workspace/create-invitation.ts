import * as api from '@shared/api/contracts/workspace';
import { defineHandler } from '../../platform/http/define-handler';
import { createInvitation } from '../../services/workspace/invitations';

/** `POST /api/workspace/invitations {email, role, employeeId?}` → 201 with the link (also emailed). */
export const handler = defineHandler(api.createInvitation, ({ member, body }) =>
  createInvitation(member.workspaceId, member.userId, body),
);
