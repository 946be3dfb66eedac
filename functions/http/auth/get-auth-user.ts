import { loadAuthUser } from '../../platform/auth/accounts';
import { Unauthorized } from '../../platform/errors';
import { defineHandler } from '../../platform/http/define-handler';
import { ok } from '../../platform/http/response';

export const handler = defineHandler('getAuthUser', {}, async ({ session }) => {
  const user = await loadAuthUser(session.userId, session.workspaceId);
  if (!user) throw new Unauthorized();
  return ok(user);
});
