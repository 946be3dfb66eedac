import * as api from '@shared/api/contracts/workspace';
import { defineHandler } from '../../platform/http/define-handler';
import { listMembers, transferOwnership } from '../../services/workspace/members';

/** `POST /api/workspace/transfer-ownership {userId}`: answers the members as they are after. */
export const handler = defineHandler(api.transferOwnership, async ({ member, body }) => {
  await transferOwnership(member.workspaceId, member.userId, body.userId);
  return listMembers(member.workspaceId);
});
