import * as api from '@shared/api/contracts/auth';
import { exchangeCode, stateCookieSecret } from '../../platform/auth/cognito';
import { upsertCognitoUser } from '../../platform/auth/cognito-users';
import { clearOAuthStateCookie, OAUTH_COOKIE, readOAuthState } from '../../platform/auth/oauth-state-cookie';
import { startSession } from '../../platform/auth/session';
import { config } from '../../platform/config';
import { NotFound, Unauthorized } from '../../platform/errors';
import { readCookie } from '../../platform/http/cookies';
import { defineHandler } from '../../platform/http/define-handler';
import { redirect } from '../../platform/http/response';

/** Cognito redirects here with the authorization code; we finish the OAuth2 flow server-side (BFF). */
export const handler = defineHandler(api.authCallback, async ({ event, query }) => {
  if (config().AUTH_MODE !== 'cognito') throw new NotFound();
  const state = readOAuthState(readCookie(event, OAUTH_COOKIE), await stateCookieSecret());
  if (!state || state.state !== query.state)
    throw new Unauthorized('Sign-in failed: the sign-in attempt expired or was tampered with');
  const claims = await exchangeCode(query.code, state);
  const user = await upsertCognitoUser(claims);
  const sessionCookie = await startSession({ userId: user.id, workspaceId: user.workspaceId });
  return redirect('/', [sessionCookie, clearOAuthStateCookie()]);
});
