import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '../config';
import { Forbidden } from '../errors';
import { bearerTokenOf } from './api-key-auth';
import type { HttpMiddleware } from './types';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Session cookies are SameSite=Lax; this closes the rest. A browser tells us where a request came from
 * (`Sec-Fetch-Site`, `Origin`, and `Referer` when it leaves `Origin` off); anything not from the app's configured
 * public origin may not change state. The comparison is with `APP_ORIGIN` (scheme, host and port), never with `Host`
 * or any other header the client controls.
 */
export function csrfProtection(): HttpMiddleware {
  return {
    before: async ({ event }) => {
      // A bearer request proves itself with its key, which no other site can make a browser send; its cookies are not read.
      if (bearerTokenOf(event) !== undefined) return;
      const refusal = csrfRefusal(event, config().APP_ORIGIN);
      if (refusal) throw new Forbidden(refusal);
    },
  };
}

type CsrfEvent = Pick<APIGatewayProxyEventV2, 'headers' | 'cookies'> & {
  requestContext: { http: { method: string } };
};

/**
 * Why a request may not change state, or `undefined` when it may:
 * - a browser saying another site started it (`Sec-Fetch-Site: cross-site` or `same-site`) is refused;
 * - with `Origin`, it must be the app's origin;
 * - without `Origin` (older browsers, some form posts), a `Referer` must be on the app's origin;
 * - with neither, only a client that carries no cookie gets through: a script or server (a public API's bearer
 *   client). A request with cookies and nothing saying where it came from is a browser's, and could be another
 *   site's form (issue 29, finding 4); the app's own pages always send `Origin`.
 */
export function csrfRefusal(event: CsrfEvent, appOrigin: string | undefined): string | undefined {
  if (SAFE_METHODS.has(event.requestContext.http.method)) return undefined;
  if (isCrossSite(event)) return 'Cross-site request refused';
  const { origin, referer } = event.headers;
  if (origin !== undefined) return isOwnOrigin(origin, appOrigin) ? undefined : 'Cross-origin request refused';
  if (referer !== undefined) return isOwnOrigin(referer, appOrigin) ? undefined : 'Cross-site request refused';
  if (event.headers['sec-fetch-site'] === 'same-origin') return undefined;
  const hasCookies = (event.cookies?.length ?? 0) > 0 || Boolean(event.headers.cookie);
  return hasCookies
    ? 'Cross-site request refused: a signed-in change must say where it comes from (Origin)'
    : undefined;
}

/**
 * The browser says another site started this request (a link, a form, an image). Navigations to GET routes are
 * allowed, but must not have effects a user did not ask for (e.g. `GET /api/logout` from another site).
 */
export function isCrossSite(event: Pick<APIGatewayProxyEventV2, 'headers'>): boolean {
  const site = event.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * `origin` (an `Origin`, or a `Referer` URL: only its origin counts) is exactly the app's origin. A loopback app origin (the local default `http://localhost:3000`) also
 * accepts the other loopback names on the same scheme and port: only this machine can be them. No app origin
 * configured: no browser origin is trusted.
 */
export function isOwnOrigin(origin: string, appOrigin: string | undefined): boolean {
  if (!appOrigin) return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false; // includes the opaque origin "null"
  }
  const app = new URL(appOrigin);
  if (parsed.origin === app.origin) return true;
  return (
    LOOPBACK_HOSTS.has(app.hostname) &&
    LOOPBACK_HOSTS.has(parsed.hostname) &&
    parsed.protocol === app.protocol &&
    parsed.port === app.port
  );
}
