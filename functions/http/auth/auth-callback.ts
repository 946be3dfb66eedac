import * as api from '@shared/api/contracts/auth';
import { safeReturnPath } from '@shared/security/return-path';
import { stateCookieSecret } from '../../platform/auth/cognito';
import { clearOAuthStateCookie, OAUTH_COOKIE, readOAuthState } from '../../platform/auth/oauth-state-cookie';
import { config } from '../../platform/config';
import { NotFound, SignInFailed } from '../../platform/errors';
import { readCookie } from '../../platform/http/cookies';
import { defineHandler } from '../../platform/http/define-handler';
import { redirect } from '../../platform/http/response';
import { signInWithCognito } from '../../services/auth/cognito-accounts';

/** Cognito redirects here with the authorization code; we finish the OAuth2 flow server-side (BFF). */
export const handler = defineHandler(api.authCallback, async ({ event, query }) => {
  if (config().AUTH_MODE !== 'cognito') throw new NotFound();
  const state = readOAuthState(readCookie(event, OAUTH_COOKIE), await stateCookieSecret());
  if (!state || state.state !== query.state)
    throw new SignInFailed('Sign-in failed: the sign-in attempt expired or was tampered with');
  const { sessionCookies } = await signInWithCognito(query.code, state);
  // A first sign-in still gets a workspace of its own; one that came from an invitation lands on it to accept.
  const home = safeReturnPath(state.returnTo) ?? '/';
  return redirect(home, [...sessionCookies, clearOAuthStateCookie()]);
});
