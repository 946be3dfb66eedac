import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditActor } from '@shared/schemas/audit';
import { userEntity } from '../../data/auth/users';
import { apiKeyEntity } from '../../platform/auth/api-keys';
import { requestScope } from '../../platform/http/request-scope';
import { perContext } from '../../platform/runtime-context';

/** Where an entry says it came from: empty outside a request (a queue job, Stripe's retries). */
export interface AuditOrigin {
  ip: string;
  userAgent: string;
  requestId: string;
}

const actingAs = new AsyncLocalStorage<AuditActor>();

/**
 * Runs `fn` with every entry it records attributed to `actor`: an automation's run, the assistant executing an
 * approved action, a Stripe event. Nested calls take the innermost actor.
 */
export function asActor<T>(actor: AuditActor, fn: () => Promise<T>): Promise<T> {
  return actingAs.run(actor, fn);
}

export const systemActor: AuditActor = { type: 'system', id: 'system', name: 'BizPilot' };

/** Someone not signed in whom nothing names: a single sign-on refused before the provider said who it was. */
export const anonymousActor: AuditActor = { type: 'anonymous', id: 'anonymous', name: 'Someone' };

/** A connected provider, for what its scheduled sync brought in ('HubSpot'). */
export const providerActor = (provider: string, name: string): AuditActor => ({ type: 'provider', id: provider, name });

/** Stripe, for a subscription its webhook event changed (a renewal failed, a cancellation took effect). */
export const stripeActor: AuditActor = { type: 'stripe', id: 'stripe', name: 'Stripe' };

/** The workspace's assistant: what it proposes, and what it carries out once a person approved it. */
export const assistantActor: AuditActor = { type: 'assistant', id: 'assistant', name: 'Assistant' };

/** Names read in the last minute, per container: a burst of writes by one person reads their profile once. */
const names = perContext(() => new Map<string, { name: Promise<string>; until: number }>());
const NAME_SECONDS = 60;

/** A person's actor, named as their profile has it (within a minute); entries keep the name they had then. */
export async function userActor(userId: string): Promise<AuditActor> {
  const cache = names();
  let held = cache.get(userId);
  if (!held || held.until < Date.now()) {
    if (cache.size >= 10_000) cache.clear();
    held = { name: nameOf(userId), until: Date.now() + NAME_SECONDS * 1000 };
    held.name.catch(() => cache.delete(userId));
    cache.set(userId, held);
  }
  return { type: 'user', id: userId, name: await held.name };
}

async function nameOf(userId: string): Promise<string> {
  const user = await userEntity.get({ id: userId });
  if (!user) return 'Unknown user';
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || (user.email ?? 'Unknown user');
}

/** An API key's actor, named as the key was ('API key "Zapier"'); a key revoked since reads by its id. */
async function apiKeyActor(apiKey: { id: string; workspaceId: string }): Promise<AuditActor> {
  const key = await apiKeyEntity.get({ workspaceId: apiKey.workspaceId, id: apiKey.id });
  return { type: 'api_key', id: apiKey.id, name: key ? `API key "${key.name}"` : `API key ${apiKey.id}` };
}

/**
 * THE one place that says who is acting: an actor set with `asActor`, else the request's authenticated principal (an
 * API key, or the signed-in person), else BizPilot itself.
 */
export function currentActor(): Promise<AuditActor> {
  const explicit = actingAs.getStore();
  if (explicit) return Promise.resolve(explicit);
  const scope = requestScope();
  if (scope?.apiKey) return apiKeyActor(scope.apiKey);
  return scope?.session ? userActor(scope.session.userId) : Promise.resolve(systemActor);
}

export function currentOrigin(): AuditOrigin {
  const scope = requestScope();
  return { ip: scope?.ip ?? '', userAgent: scope?.userAgent ?? '', requestId: scope?.requestId ?? '' };
}
