import type { ApiClient } from '../testing/api-client';

/**
 * The headers a browser signed in as `client` sends with a JSON write to the app at `origin`, for load sent over
 * `node:http` rather than through the client: its session cookie, and the same-origin marks the CSRF guard checks.
 */
export const signedInJsonHeaders = (client: ApiClient, origin: string): Record<string, string> => ({
  cookie: `__Host-sid=${client.sessionCookie}`,
  origin,
  'sec-fetch-site': 'same-origin',
  'content-type': 'application/json',
});
