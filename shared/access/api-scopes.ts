import { isSignInRoute } from '@shared/api/abuse-limits';
import type { RouteContract } from '@shared/api/route-contract';
import * as z from '@shared/zod';
import { type Capability, can, type Role } from './roles';

/**
 * What an API key may call, derived from the route table rather than declared per route: a route's area comes from
 * the capability it requires (`permission`), its access from its method (GET reads, anything else writes). A key's
 * scopes are `area:read` / `area:write` strings; `write` implies `read`. A key's effective rights are its scopes
 * intersected with the current role of the member who created it (the middleware checks both).
 */
export const apiAreas = ['tasks', 'employees', 'automations', 'finance', 'integrations', 'kpi', 'webhooks'] as const;
export type ApiArea = (typeof apiAreas)[number];

/** Areas a key may only read: their changes need a person (imports, bank links, the dashboard's inputs). */
export const readOnlyAreas: readonly ApiArea[] = ['finance', 'kpi'];

export const apiAreaLabels: Record<ApiArea, string> = {
  tasks: 'Tasks',
  employees: 'Employees',
  automations: 'Automations',
  finance: 'Finance',
  integrations: 'Integrations',
  kpi: 'Dashboard (KPI)',
  webhooks: 'Webhooks',
};

export type ApiAccess = 'read' | 'write';
export type ApiScope = `${ApiArea}:${ApiAccess}`;

/** Every scope a key can hold: read and write of each area, read only of the read-only ones. */
export const apiScopes: readonly ApiScope[] = apiAreas.flatMap((area) =>
  readOnlyAreas.includes(area) ? [`${area}:read` as const] : [`${area}:read` as const, `${area}:write` as const],
);

export const apiScopeSchema = z.enum(apiScopes as [ApiScope, ...ApiScope[]], {
  error: `Each scope must be one of ${apiScopes.join(', ')}`,
});

/**
 * The area of each capability, or `session` for what only a signed-in person may do (billing, members, API keys,
 * workspace settings, the assistant, which acts as the person asking). A capability added to `roles.ts` does not
 * compile until it is placed here. Capabilities that only filter part of an answer (compensation, confidential notes)
 * belong to the area whose answers they filter.
 */
const areaOfCapability: Record<Capability, ApiArea | 'session'> = {
  'billing.manage': 'session',
  'workspace.own': 'session',
  'workspace.view': 'session',
  'workspace.settings': 'session',
  'members.manage': 'session',
  'apiKeys.manage': 'session',
  'security.manage': 'session',
  'audit.view': 'session',
  'webhooks.manage': 'webhooks',
  'assistant.use': 'session',
  'assistant.act': 'session',
  'integrations.view': 'integrations',
  'integrations.manage': 'integrations',
  'finance.view': 'finance',
  'finance.manage': 'finance',
  'compensation.view': 'employees',
  'notes.confidential': 'employees',
  'team.view': 'employees',
  'employees.manage': 'employees',
  'tasks.view': 'tasks',
  'tasks.contribute': 'tasks',
  'tasks.manage': 'tasks',
  'automations.view': 'automations',
  'automations.manage': 'automations',
  'kpi.view': 'kpi',
};

/**
 * How a route treats a bearer key:
 * - `scoped`: a key holding the scope may call it, within its creator's role;
 * - `open`: anyone may call it (health, the API document); a key is not needed and not checked;
 * - `session`: only a signed-in person (sign-in, account, billing, members, API keys, settings, the assistant, and
 *   every route answering a page, which is for a browser navigating) → 403 to a key.
 */
export type KeyAccess =
  | { readonly kind: 'scoped'; readonly area: ApiArea; readonly access: ApiAccess; readonly scope: ApiScope }
  | { readonly kind: 'open' }
  | { readonly kind: 'session' };

type Classified = Pick<RouteContract, 'method' | 'path' | 'auth' | 'permission' | 'response'>;

export function keyAccessOf(route: Classified): KeyAccess {
  const { permission } = route;
  if (permission === 'public') return isSignInRoute(route) || route.response === 'page' ? SESSION : OPEN;
  if (permission === 'account' || route.response === 'page') return SESSION;
  const area = areaOfCapability[permission];
  if (area === 'session') return SESSION;
  const access: ApiAccess = route.method === 'GET' ? 'read' : 'write';
  return { kind: 'scoped', area, access, scope: `${area}:${access}` };
}

/** The scope a key needs for the route, when a key may call it at all (never a write of a read-only area). */
export function keyScopeOf(route: Classified): ApiScope | undefined {
  const access = keyAccessOf(route);
  if (access.kind !== 'scoped') return undefined;
  return access.access === 'write' && readOnlyAreas.includes(access.area) ? undefined : access.scope;
}

const SESSION = { kind: 'session' } as const;
const OPEN = { kind: 'open' } as const;

/** `write` implies `read`. */
export function scopesAllow(scopes: readonly string[], needed: ApiScope): boolean {
  if (scopes.includes(needed)) return true;
  const [area, access] = needed.split(':');
  return access === 'read' && scopes.includes(`${area}:write`);
}

/** Whether a capability a service checks for part of an answer is within the key's scopes (read of its area). */
export function scopesCover(scopes: readonly string[], capability: Capability): boolean {
  const area = areaOfCapability[capability];
  return area !== 'session' && scopesAllow(scopes, `${area}:read`);
}

/** Scopes as stored and shown: each once, `read` dropped where `write` of the same area is there, in table order. */
export function normalizedScopes(scopes: readonly ApiScope[]): ApiScope[] {
  return apiScopes.filter(
    (scope) =>
      scopes.includes(scope) &&
      !(scope.endsWith(':read') && scopes.includes(scope.replace(':read', ':write') as ApiScope)),
  );
}

/** Who a service checks a capability for: a member, or an API key acting as one (`apiKeyScopes`). */
export interface Actor {
  role: Role;
  apiKeyScopes?: readonly string[];
}

/**
 * Whether the actor holds a capability a service checks for part of an answer (the dashboard's revenue needs
 * `finance.view`): the role must, and a key's scopes must cover the capability's area too.
 */
export function actorCan(actor: Actor, capability: Capability): boolean {
  if (!can(actor.role, capability)) return false;
  return actor.apiKeyScopes === undefined || scopesCover(actor.apiKeyScopes, capability);
}
