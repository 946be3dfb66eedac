import * as api from '@shared/api/contracts/auth';
import { authorizeUrl, stateCookieSecret } from '../../platform/auth/cognito';
import { newOAuthState, oauthStateCookie } from '../../platform/auth/oauth-state-cookie';
import { config } from '../../platform/config';
import { defineHandler } from '../../platform/http/define-handler';
import { redirect } from '../../platform/http/response';

/** Local mode: the built-in sign-in page. AWS: Cognito managed login, with PKCE, state and nonce. */
export const handler = defineHandler(api.login, async () => {
  if (config().AUTH_MODE === 'local') return redirect('/api/auth/local');
  const state = newOAuthState();
  return redirect(authorizeUrl(state), [oauthStateCookie(state, await stateCookieSecret())]);
});
