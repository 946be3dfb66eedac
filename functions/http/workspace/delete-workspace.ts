import * as api from '@shared/api/contracts/workspace';
import { endSession } from '../../platform/auth/session';
import { defineHandler } from '../../platform/http/define-handler';
import { HttpReply, noContent } from '../../platform/http/response';
import { deleteWorkspace } from '../../services/workspace/workspace-deletion';

/** `DELETE /api/workspace`: 400 unless `confirm` is the workspace's name; the session's cookies are cleared. */
export const handler = defineHandler(api.deleteWorkspace, async ({ event, member, body }) => {
  await deleteWorkspace(member, body.confirm);
  const cleared = await endSession(event);
  return new HttpReply({ ...noContent(), cookies: cleared });
});
