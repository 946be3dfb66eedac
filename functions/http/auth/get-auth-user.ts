import * as api from '@shared/api/contracts/auth';
import { Unauthorized } from '../../platform/errors';
import { defineHandler } from '../../platform/http/define-handler';
import { authUserOfSession } from '../../services/auth/accounts';

export const handler = defineHandler(api.getAuthUser, async ({ event, session }) => {
  const user = await authUserOfSession(event, session);
  if (!user) throw new Unauthorized();
  return user;
});
