import * as api from '@shared/api/contracts/auth';
import { returnToQuery, safeReturnPath } from '@shared/security/return-path';
import { authorizeUrl, stateCookieSecret } from '../../platform/auth/cognito';
import { newOAuthState, oauthStateCookie } from '../../platform/auth/oauth-state-cookie';
import { config } from '../../platform/config';
import { definePublicHandler } from '../../platform/http/define-public-handler';
import { redirect } from '../../platform/http/response';

/** Local mode: the built-in sign-in page. AWS: Cognito managed login, with PKCE, state and nonce. */
export const handler = definePublicHandler(api.login, async ({ query }) => {
  if (config().AUTH_MODE === 'local') {
    const mode = query.mode === 'sign-up' ? '?mode=sign-up' : '';
    return redirect(`/api/auth/local${mode}${returnToQuery(query.returnTo, mode ? '&' : '?')}`);
  }
  // The return path (an invitation) rides in the signed state cookie, so Cognito's round trip comes back to it.
  const state = newOAuthState(new Date(), safeReturnPath(query.returnTo));
  return redirect(authorizeUrl(state), [oauthStateCookie(state, await stateCookieSecret())]);
});
