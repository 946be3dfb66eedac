import * as api from '@shared/api/contracts/auth';
import { endSession } from '../../platform/auth/session';
import { defineHandler } from '../../platform/http/define-handler';
import { redirect } from '../../platform/http/response';
import { isCrossSite } from '../../platform/middleware/csrf';
import { recordAccountEvent } from '../../services/audit/account-events';

/**
 * Sign-out is a navigation (spec: `navigate /api/logout`), so it is a GET; a link or image on another site must not
 * sign the user out, so a cross-site one only goes home.
 */
export const handler = defineHandler(api.logout, async ({ event, session }) => {
  if (isCrossSite(event)) return redirect('/');
  if (session) await recordAccountEvent(session.userId, 'auth.signed_out');
  return redirect('/', await endSession(event));
});
