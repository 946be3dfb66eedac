import * as api from '@shared/api/contracts/auth';
import { Unauthorized } from '../../platform/errors';
import { defineHandler } from '../../platform/http/define-handler';
import { updateAccount } from '../../services/auth/account-settings';
import { authUserOfSession } from '../../services/auth/accounts';

export const handler = defineHandler(api.updateAccount, async ({ event, body, session }) => {
  await updateAccount(session.userId, body);
  const user = await authUserOfSession(event, session);
  if (!user) throw new Unauthorized();
  return user;
});
