import { keyAccessOf, readOnlyAreas, scopesAllow } from '@shared/access/api-scopes';
import { can, capabilities, roleLabels } from '@shared/access/roles';
import type { RouteContract } from '@shared/api/route-contract';
import { hasPlanFeature, planFeatureRefusal } from '@shared/billing/plan-features';
import { findApiKey, isApiKeyExpired, noteApiKeyUse } from '../auth/api-keys';
import { takeRateSlot } from '../auth/api-rate-limit';
import { resolveMember } from '../auth/members';
import { config } from '../config';
import { AiDisabled, Forbidden, PlanFeatureMissing, RoleForbidden, TooManyRequests, Unauthorized } from '../errors';
import { requestScope } from '../http/request-scope';
import type { HttpContext, HttpMiddleware } from './types';
import { workspaceGatesOf } from './workspace-gates';

type KeyRoute = Pick<RouteContract, 'method' | 'path' | 'auth' | 'permission' | 'response' | 'planFeature' | 'usesAi'>;

/** The token of `Authorization: Bearer <token>`, or `undefined` when the request does not use one. */
export function bearerTokenOf(event: { headers: { authorization?: string | undefined } }): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(event.headers.authorization ?? '');
  return match?.[1];
}

/**
 * On every route, before anything reads the request: a bearer key on a route only a signed-in person may use (sign-in,
 * account, billing, members, API keys, settings, pages) is refused with 403, whatever the key, so no key (and no
 * stolen key) ever reaches them.
 */
export function keysOnlyWhereAllowed(route: KeyRoute): HttpMiddleware {
  const access = keyAccessOf(route);
  return {
    before: async ({ event }) => {
      if (access.kind === 'session' && bearerTokenOf(event) !== undefined) throw notForKeys();
    },
  };
}

/**
 * Names no product: key callers are a workspace's own programs, and a white-labelled workspace's developers read an API
 * reference named after the workspace, so the refusal must not call the app BizPilot to them either.
 */
const notForKeys = () => new Forbidden('API keys cannot call this route: sign in to the app to use it');

/**
 * Authenticates a request by its API key, as the session middleware does a cookie (which a bearer request never
 * uses): the key must exist and be unexpired (401), then takes a slot of its rate limit (429, nothing done), must hold
 * the route's scope (403 naming it), its creator must still be a member (a removed creator's keys are disabled: 401)
 * whose role holds the route's capability (403), on a plan with API access and the route's feature (402). The request
 * then acts as the creator, with the key's scopes on the member so services filter answers by both.
 */
export async function authenticateApiKey(
  route: KeyRoute,
  token: string,
  context: HttpContext,
  now = new Date(),
): Promise<void> {
  const key = await findApiKey(token);
  if (!key) throw new Unauthorized('This API key is not valid: it is wrong or was revoked');
  if (isApiKeyExpired(key, now)) throw new Unauthorized(`This API key expired on ${key.validUntil}; create a new one`);

  const slot = await takeRateSlot(
    key.keyId,
    { perMinute: config().API_KEY_REQUESTS_PER_MINUTE, perSecond: config().API_KEY_BURST_PER_SECOND },
    now,
  );
  context.rateLimit = slot;
  if (!slot.allowed) {
    throw new TooManyRequests(
      `This API key sent more than ${slot.spent === 'minute' ? `${slot.limit} requests this minute` : `${config().API_KEY_BURST_PER_SECOND} requests in one second`}; retry after ${slot.retryAfterSeconds} s`,
      slot.retryAfterSeconds,
    );
  }

  const access = keyAccessOf(route);
  const { permission } = route;
  if (access.kind !== 'scoped' || permission === 'public' || permission === 'account') throw notForKeys();
  if (access.access === 'write' && readOnlyAreas.includes(access.area)) {
    throw new Forbidden(`API keys can only read ${access.area} data; changes need a signed-in person`);
  }
  if (!scopesAllow(key.scopes, access.scope)) {
    throw new Forbidden(`This API key lacks the scope ${access.scope}`);
  }

  const member = await resolveMember(key.workspaceId, key.createdBy, now);
  if (!member) {
    throw new Unauthorized('This API key is disabled: the member who created it no longer belongs to the workspace');
  }
  if (!can(member.role, permission)) {
    throw new RoleForbidden(
      `This API key acts with its creator's role (${roleLabels[member.role]}), which cannot ${capabilities[permission].refusal}`,
    );
  }
  const { tier, aiEnabled, item } = await workspaceGatesOf(key.workspaceId);
  for (const feature of ['apiAccess', route.planFeature] as const) {
    if (feature && !hasPlanFeature(tier, feature)) throw new PlanFeatureMissing(planFeatureRefusal(feature, tier));
  }
  if (route.usesAi && !aiEnabled) throw new AiDisabled();
  await noteApiKeyUse(key, now);
  context.session = { userId: key.createdBy, workspaceId: key.workspaceId };
  const scope = requestScope();
  if (scope) {
    scope.session = context.session;
    scope.apiKey = { id: key.keyId, workspaceId: key.workspaceId };
  }
  context.member = { ...member, apiKeyScopes: key.scopes };
  context.workspaceItem = item;
}

/** `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` (seconds): on every answer to a key that was counted. */
export function rateLimitHeaders(context: HttpContext): Record<string, string> {
  const slot = context.rateLimit;
  if (!slot) return {};
  return {
    'ratelimit-limit': String(slot.limit),
    'ratelimit-remaining': String(slot.remaining),
    'ratelimit-reset': String(slot.resetSeconds),
  };
}
