import { createRouteMatcher } from '@shared/api/match-route';
import { routeIndex } from '@shared/api/route-index.gen';
import { BadRequest, MethodNotAllowed, NotFound } from '../errors';
import { errorResponse } from '../middleware/error-handler';
import { withSecurityHeaders } from '../middleware/security-headers';
import type { HttpResult } from './response';

const matchRoute = createRouteMatcher(routeIndex);

/**
 * The answer for an `/api` request no route serves: JSON 405 with `Allow` when the path exists under another
 * method, 400 when its parameters are not valid percent-encoding, JSON 404 otherwise — never the SPA's HTML. The
 * local runtime and the API's catch-all Lambda share it.
 */
export function unmatchedRoute(method: string, path: string): HttpResult {
  const match = matchRoute(method, path);
  if (match.kind === 'malformed') return withSecurityHeaders(errorResponse(new BadRequest('Malformed URL')));
  if (match.kind === 'method-not-allowed') {
    const result = withSecurityHeaders(errorResponse(new MethodNotAllowed()));
    result.headers.allow = match.allowed.join(', ');
    return result;
  }
  return withSecurityHeaders(errorResponse(new NotFound()));
}
