import * as api from '@shared/api/contracts/workspace';
import { defineHandler } from '../../platform/http/define-handler';
import { updateMember } from '../../services/workspace/members';

/** `PATCH /api/workspace/members/{userId} {role?, employeeId?}`. */
export const handler = defineHandler(api.updateMember, ({ member, params, body }) =>
  updateMember(member.workspaceId, params.userId, body),
);
