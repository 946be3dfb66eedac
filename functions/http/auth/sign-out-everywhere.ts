import * as api from '@shared/api/contracts/auth';
import { endSession } from '../../platform/auth/session';
import { defineHandler } from '../../platform/http/define-handler';
import { HttpReply, noContent } from '../../platform/http/response';
import { signOutEverywhere } from '../../services/auth/account-settings';

/** Every session ends; this browser's cookies are cleared in the same answer. */
export const handler = defineHandler(api.signOutEverywhere, async ({ event, session }) => {
  await signOutEverywhere(session.userId);
  const cleared = await endSession(event);
  return new HttpReply({ ...noContent(), cookies: cleared });
});
