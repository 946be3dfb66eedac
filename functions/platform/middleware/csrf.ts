import { config } from '../config';
import { Forbidden } from '../errors';
import type { HttpMiddleware } from './types';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Session cookies are SameSite=Lax; this closes the rest. A browser tells us where a request came from
 * (`Sec-Fetch-Site`, `Origin`); anything not from our own origin may not change state. Requests with neither
 * header come from scripts and servers, which carry no ambient browser cookies to abuse.
 */
export function csrfProtection(): HttpMiddleware {
  return {
    before: async ({ event }) => {
      if (SAFE_METHODS.has(event.requestContext.http.method)) return;
      const site = event.headers['sec-fetch-site'];
      if (site === 'cross-site' || site === 'same-site') throw new Forbidden('Cross-site request refused');

      const origin = event.headers.origin;
      if (origin === undefined) return;
      if (!isOwnOrigin(origin, event.headers.host, config().APP_ORIGIN)) {
        throw new Forbidden('Cross-origin request refused');
      }
    },
  };
}

export function isOwnOrigin(origin: string, host: string | undefined, appOrigin: string | undefined): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false; // includes the opaque origin "null"
  }
  if (appOrigin && parsed.origin === new URL(appOrigin).origin) return true;
  return host !== undefined && parsed.host === host.toLowerCase();
}
