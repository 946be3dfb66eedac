import * as api from '@shared/api/contracts/workspace';
import { defineHandler } from '../../platform/http/define-handler';
import { removeMember } from '../../services/workspace/members';

/** `DELETE /api/workspace/members/{userId}`: refused for the owner (409). */
export const handler = defineHandler(api.removeMember, async ({ member, params }) => {
  await removeMember(member.workspaceId, params.userId);
});
