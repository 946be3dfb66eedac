import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { clearHostCookie, hostCookie } from '../http/cookies';

export const OAUTH_COOKIE = '__Host-oauth';
const LIFETIME_SECONDS = 600;

/** What must survive the round trip through the identity provider, bound to this browser. */
export interface OAuthState {
  state: string;
  nonce: string;
  codeVerifier: string;
  expiresAt: number;
  /** Where the app goes after sign-in (an invitation's page), already checked to be a path of the app. */
  returnTo?: string;
}

const randomToken = () => randomBytes(32).toString('base64url');

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function newOAuthState(now: Date = new Date(), returnTo?: string): OAuthState {
  return {
    state: randomToken(),
    nonce: randomToken(),
    codeVerifier: randomToken(),
    expiresAt: Math.floor(now.getTime() / 1000) + LIFETIME_SECONDS,
    ...(returnTo ? { returnTo } : {}),
  };
}

/** HMAC-signed, HttpOnly and short-lived; it carries no secret the user doesn't already hold. */
export function oauthStateCookie(value: OAuthState, secret: string): string {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  return hostCookie(OAUTH_COOKIE, `${payload}.${sign(payload, secret)}`, { maxAgeSeconds: LIFETIME_SECONDS });
}

export const clearOAuthStateCookie = () => clearHostCookie(OAUTH_COOKIE);

/** Returns the state if the signature holds and it has not expired; undefined otherwise. */
export function readOAuthState(cookie: string | undefined, secret: string, now: Date = new Date()) {
  const [payload, signature] = cookie?.split('.') ?? [];
  if (!payload || !signature) return undefined;
  const expected = Buffer.from(sign(payload, secret));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
  const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as OAuthState;
  return value.expiresAt > now.getTime() / 1000 ? value : undefined;
}
