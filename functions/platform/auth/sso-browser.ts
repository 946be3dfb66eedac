import type { SsoFailureReason } from '@shared/schemas/sso';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { clearHostCookie, hostCookie, readCookie } from '../http/cookies';
import { redirect } from '../http/response';
import { logger } from '../logger';

/** How long a sign-in may take at the identity provider. */
export const SSO_FLOW_SECONDS = 600;

/** The browser's half of an SSO sign-in: the state, so a callback opened in another browser is refused. */
const SSO_STATE_COOKIE = '__Host-sso-state';

export const ssoStateCookie = (state: string) =>
  hostCookie(SSO_STATE_COOKIE, state, { maxAgeSeconds: SSO_FLOW_SECONDS });
export const readSsoState = (event: Pick<APIGatewayProxyEventV2, 'cookies'>) => readCookie(event, SSO_STATE_COOKIE);
export const clearSsoStateCookie = () => clearHostCookie(SSO_STATE_COOKIE);

/**
 * Back to 'Sign in with SSO' with the reason's code, which that page says in words (only codes travel in the URL, so
 * a crafted link cannot put its own text on the page).
 */
export const ssoRefusedRedirect = (reason: SsoFailureReason) =>
  redirect(`/api/auth/sso?error=${reason}`, [clearSsoStateCookie()]);

/** Whatever went wrong (an unreachable provider, the table), the browser lands on the sign-in page, not a 500. */
export function ssoFailureRedirect(error: unknown) {
  logger.warn('SSO sign-in failed', { error: error as Error });
  return ssoRefusedRedirect('unavailable');
}
