import type { SsoFailureReason } from '@shared/schemas/sso';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '../config';
import { clearHostCookie, hostCookie, readCookie } from '../http/cookies';
import { type HttpReply, htmlPage, redirect } from '../http/response';
import { logger } from '../logger';
import { PAGE_CSP } from '../middleware/security-headers';

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

/**
 * Whether an issuer may be an `http://` loopback address: only in local mode with `SSO_ALLOW_PRIVATE_ISSUERS=1` (a
 * provider on this machine, for testing). AWS deployments run Cognito mode, where the setting is ignored.
 */
export function allowsLoopbackIssuers(): boolean {
  const c = config();
  return c.SSO_ALLOW_PRIVATE_ISSUERS && c.AUTH_MODE === 'local';
}

/**
 * The 'Sign in with SSO' page: the pages' policy, but its form may end at the identity provider, since browsers apply
 * `form-action` to the redirect that follows the submit too (https anywhere; loopback http where allowed).
 */
export function ssoPage(statusCode: number, body: string): HttpReply {
  const destinations = allowsLoopbackIssuers()
    ? "'self' https: http://127.0.0.1:* http://localhost:*"
    : "'self' https:";
  const reply = htmlPage(statusCode, body);
  reply.result.headers['content-security-policy'] = PAGE_CSP.replace(
    "form-action 'self'",
    `form-action ${destinations}`,
  );
  return reply;
}
