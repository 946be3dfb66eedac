import type { RouteDefinition } from './route-contract';

/**
 * The routes anyone may call that start or complete a sign-in or sign-up: each costs a 32 MiB scrypt (or a Cognito
 * round trip), so one client calling them in a loop could starve everyone. They get a per-client rate limit: in AWS a
 * WAF rate-based rule on exactly these paths (infra/constructs/firewall.ts), locally a token bucket in the runtime.
 * `GET /api/auth/user` (every page load) and `GET /api/logout` are not among them.
 */
export function isSignInRoute(route: Pick<RouteDefinition, 'auth' | 'path'>): boolean {
  return route.auth === 'public' && (route.path === '/api/login' || route.path.startsWith('/api/auth/'));
}

/** Requests per client per minute to the sign-in routes (bursts up to the same number). */
export const SIGN_IN_REQUESTS_PER_MINUTE = 20;

/**
 * What one API key may send (the Elite plan, the only one with API access): per minute, and in any one second (a
 * burst). Requests with the session cookie are not counted against these.
 */
export const API_KEY_REQUESTS_PER_MINUTE = 600;
export const API_KEY_BURST_PER_SECOND = 20;
