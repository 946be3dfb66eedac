import * as api from '@shared/api/contracts/workspace';
import { defineHandler } from '../../platform/http/define-handler';
import { listMembers } from '../../services/workspace/members';

/** `GET /api/workspace/members`: members, pending invitations and the seats they take. */
export const handler = defineHandler(api.listMembers, ({ member }) => listMembers(member.workspaceId));
