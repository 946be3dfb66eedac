import { hasPlanFeature } from '@shared/billing/plan-features';
import { webhookEndpointEntity } from '../../data/webhooks/webhook-endpoints';
import { workspaceEntity } from '../../data/workspace/workspaces';
import { config } from '../../platform/config';
import { perContext } from '../../platform/runtime-context';

/** What the fan-out needs of a workspace for an event: its enabled endpoints (none when its plan has no webhooks). */
export interface WebhookTarget {
  id: string;
  events: readonly string[];
}

/**
 * A workspace's targets as read lately (`WEBHOOK_TARGETS_CACHE_SECONDS`, off unless every endpoint change and plan
 * change runs in this process and calls `forgetWebhookTargets`), and the read under way: the events of a burst in
 * one workspace (a bulk flow: 1,000 at once in `npm run bench -- webhook`) share one pair of reads instead of each
 * making its own. The attempts read their endpoints again, consistently, before sending, so what is kept here only
 * decides which deliveries are started.
 */
const kept = perContext(() => new Map<string, { targets: Promise<WebhookTarget[]>; readAt: number }>());
const MAX_KEPT = 1000;
/** When a read still under way was made: never too old to share. */
const READING = Number.POSITIVE_INFINITY;

export function webhookTargets(workspaceId: string, now = Date.now()): Promise<WebhookTarget[]> {
  const cache = kept();
  const held = cache.get(workspaceId);
  // A read under way (`READING`) is shared even with the cache off: with it off, it is forgotten as soon as it ends.
  if (held && now - held.readAt < config().WEBHOOK_TARGETS_CACHE_SECONDS * 1000) return held.targets;
  const entry = { targets: readTargets(workspaceId), readAt: READING };
  entry.targets.then(
    () => {
      // Kept only if no change was forgotten meanwhile (that removed or replaced this entry).
      if (cache.get(workspaceId) !== entry) return;
      if (config().WEBHOOK_TARGETS_CACHE_SECONDS > 0) entry.readAt = now;
      else cache.delete(workspaceId);
    },
    () => {
      if (cache.get(workspaceId) === entry) cache.delete(workspaceId);
    },
  );
  if (cache.size >= MAX_KEPT) cache.clear();
  cache.set(workspaceId, entry);
  return entry.targets;
}

/**
 * Forgets what this process read of the workspace's targets, at once: an endpoint created, changed, disabled or
 * deleted, or a plan change. Events raised after it are fanned out over a fresh read.
 */
export function forgetWebhookTargets(workspaceId: string): void {
  kept().delete(workspaceId);
}

/** The enabled endpoints, and the plan only when there is one (most workspaces have none: one read per event). */
async function readTargets(workspaceId: string): Promise<WebhookTarget[]> {
  const endpoints = (await webhookEndpointEntity.queryAll({ workspaceId })).filter((endpoint) => endpoint.enabled);
  if (!endpoints.length) return [];
  const workspace = await workspaceEntity.get({ workspaceId });
  if (!workspace || !hasPlanFeature(workspace.subscriptionTier, 'apiAccess')) return [];
  return endpoints.map(({ id, events }) => ({ id, events }));
}
