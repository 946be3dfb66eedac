import type { HttpResult } from '../http/response';
import type { HttpMiddleware } from './types';

/** JSON never needs to load anything; the server-rendered sign-in page needs its own inline styles and forms. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

export function withSecurityHeaders(result: HttpResult): HttpResult {
  const isHtml = result.headers['content-type']?.startsWith('text/html') ?? false;
  result.headers = {
    ...result.headers,
    // A page whose form leaves the app (single sign-on's, to the identity provider) states its own, stricter elsewhere.
    'content-security-policy': result.headers['content-security-policy'] ?? (isHtml ? PAGE_CSP : API_CSP),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cache-control': 'no-store',
  };
  return result;
}

/** Applies to successes and to mapped errors alike (its onError runs after the error handler's). */
export function securityHeaders(): HttpMiddleware {
  const apply = async (request: { response: HttpResult | null | undefined }) => {
    if (request.response) withSecurityHeaders(request.response);
  };
  return { after: apply, onError: apply };
}
