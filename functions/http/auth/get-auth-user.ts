import * as api from '@shared/api/contracts/auth';
import { loadAuthUser } from '../../platform/auth/accounts';
import { Unauthorized } from '../../platform/errors';
import { defineHandler } from '../../platform/http/define-handler';

export const handler = defineHandler(api.getAuthUser, async ({ session }) => {
  const user = await loadAuthUser(session.userId, session.workspaceId);
  if (!user) throw new Unauthorized();
  return user;
});
