import * as api from '@shared/api/contracts/sso';
import { safeReturnPath } from '@shared/security/return-path';
import {
  clearSsoStateCookie,
  readSsoState,
  ssoFailureRedirect,
  ssoRefusedRedirect,
} from '../../platform/auth/sso-browser';
import { defineHandler } from '../../platform/http/define-handler';
import { redirect } from '../../platform/http/response';
import { finishSsoSignIn } from '../../services/sso/sso-sign-in';

/**
 * `GET /api/auth/sso/callback`: the session cookie and a 302 into the app, or a 302 back to 'Sign in with SSO' saying
 * why; never an error page, whatever the provider or the browser sent.
 */
export const handler = defineHandler(api.ssoCallback, async ({ event, query }) => {
  try {
    const outcome = await finishSsoSignIn(event.rawQueryString ?? '', query, readSsoState(event));
    if (!outcome.ok) return ssoRefusedRedirect(outcome.reason);
    return redirect(safeReturnPath(outcome.returnTo) ?? '/', [...outcome.sessionCookies, clearSsoStateCookie()]);
  } catch (error) {
    return ssoFailureRedirect(error);
  }
});
