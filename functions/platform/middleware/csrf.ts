import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '../config';
import { Forbidden } from '../errors';
import type { HttpMiddleware } from './types';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Session cookies are SameSite=Lax; this closes the rest. A browser tells us where a request came from
 * (`Sec-Fetch-Site`, `Origin`); anything not from the app's configured public origin may not change state. The
 * comparison is with `APP_ORIGIN` (scheme, host and port), never with `Host` or any other header the client
 * controls. Requests with neither header come from scripts and servers, which carry no ambient browser cookies.
 */
export function csrfProtection(): HttpMiddleware {
  return {
    before: async ({ event }) => {
      if (SAFE_METHODS.has(event.requestContext.http.method)) return;
      if (isCrossSite(event)) throw new Forbidden('Cross-site request refused');
      const origin = event.headers.origin;
      if (origin !== undefined && !isOwnOrigin(origin, config().APP_ORIGIN)) {
        throw new Forbidden('Cross-origin request refused');
      }
    },
  };
}

/**
 * The browser says another site started this request (a link, a form, an image). Navigations to GET routes are
 * allowed, but must not have effects a user did not ask for (e.g. `GET /api/logout` from another site).
 */
export function isCrossSite(event: APIGatewayProxyEventV2): boolean {
  const site = event.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * `origin` is exactly the app's origin. A loopback app origin (the local default `http://localhost:3000`) also
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
