import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** API Gateway v2 hands cookies over as `event.cookies` (`name=value` strings), not as a header. */
export function readCookie(event: Pick<APIGatewayProxyEventV2, 'cookies'>, name: string): string | undefined {
  for (const pair of event.cookies ?? []) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).trim() === name) {
      const raw = pair.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  httpOnly?: boolean;
  sameSite?: 'Lax' | 'Strict';
  path?: string;
}

/**
 * Serialises a `__Host-` cookie: Secure, Path=/ and no Domain are what the prefix demands, so they are not
 * options. Browsers accept Secure cookies from http://localhost, which keeps the local app on the same rules.
 */
export function hostCookie(name: `__Host-${string}`, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'Secure'];
  if (options.httpOnly ?? true) parts.push('HttpOnly');
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  return parts.join('; ');
}

export function clearHostCookie(name: `__Host-${string}`, options: Pick<CookieOptions, 'httpOnly'> = {}): string {
  return hostCookie(name, '', { ...options, maxAgeSeconds: 0 });
}
