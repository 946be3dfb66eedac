import { timingSafeEqual } from 'node:crypto';
import { readSecret } from '../platform/secrets';
import { ORIGIN_VERIFY_HEADER } from './origin-verify-header';

/**
 * API Gateway authorizer that lets through only requests that came through the app's CloudFront distribution.
 * CloudFront adds the header `x-origin-verify` with a generated secret to every request it sends to the API
 * (replacing any value a viewer sent); a request that reaches the `execute-api` endpoint directly lacks it and gets
 * 401 before any route function runs. API Gateway caches the answer per header value, so this runs about once every
 * few minutes, not per request.
 *
 * User authentication is not done here: routes check the session cookie themselves.
 */
export { ORIGIN_VERIFY_HEADER };

export function isFromCloudFront(headers: Record<string, string | undefined> | undefined, expected: string): boolean {
  const given = headers?.[ORIGIN_VERIFY_HEADER];
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const handler = async (event: { headers?: Record<string, string | undefined> }) => {
  const expected = await readSecret('ORIGIN_VERIFY_SECRET');
  if (!expected) throw new Error('ORIGIN_VERIFY_SECRET (or ORIGIN_VERIFY_SECRET_SECRET_ARN) is not set');
  return { isAuthorized: isFromCloudFront(event.headers, expected) };
};
