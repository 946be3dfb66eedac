import * as api from '@shared/api/contracts/auth';
import { Unauthorized } from '../../platform/errors';
import { defineHandler } from '../../platform/http/define-handler';
import { loadAuthUser } from '../../services/auth/accounts';

export const handler = defineHandler(api.getAuthUser, async ({ session }) => {
  const user = await loadAuthUser(session.userId, session.workspaceId);
  if (!user) throw new Unauthorized();
  return user;
});
