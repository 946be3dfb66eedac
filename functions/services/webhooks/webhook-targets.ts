import { hasPlanFeature } from '@shared/billing/plan-features';
import { webhookEndpointEntity } from '../../data/webhooks/webhook-endpoints';
import { webhookTargetsVersionEntity } from '../../data/webhooks/webhook-targets-version';
import { workspaceEntity } from '../../data/workspace/workspaces';
import { config } from '../../platform/config';
import { logger } from '../../platform/logger';
import { perContext } from '../../platform/runtime-context';

/** What the fan-out needs of a workspace for an event: its enabled endpoints (none when its plan has no webhooks). */
export interface WebhookTarget {
  id: string;
  events: readonly string[];
}

/**
 * A workspace's targets as read lately, and the read under way: the events of a burst in one workspace (a bulk flow:
 * 1,000 at once in `npm run bench -- webhook`) share one read instead of each making its own. What is kept serves
 * - locally (`WEBHOOK_TARGETS_CACHE_SECONDS`: every endpoint and plan change runs in this process and forgets it at
 *   once), for those seconds, with no read at all;
 * - elsewhere (AWS: the changes run in other containers), while the workspace's targets version (one small GetItem
 *   per event, instead of the endpoints' Query and the plan's GetItem) is the one read before it, and for at most
 *   `VERSION_KEPT_MS`, in case a change's bump failed after its write.
 * The attempts read their endpoints again, consistently, before sending, so what is kept only decides which
 * deliveries are started.
 */
interface Kept {
  targets: Promise<WebhookTarget[]>;
  readAt: number;
  /** The targets version read before them (undefined locally, where no version is read). */
  version: number | undefined;
}
const kept = perContext(() => new Map<string, Kept>());
const MAX_KEPT = 1000;
/** When a read still under way was made: never too old to share. */
const READING = Number.POSITIVE_INFINITY;
const VERSION_KEPT_MS = 60_000;

export async function webhookTargets(workspaceId: string, now = Date.now()): Promise<WebhookTarget[]> {
  const windowMs = config().WEBHOOK_TARGETS_CACHE_SECONDS * 1000;
  const local = kept().get(workspaceId);
  if (windowMs > 0 && local && now - local.readAt < windowMs) return local.targets;
  const version = windowMs > 0 ? undefined : await targetsVersion(workspaceId);
  const held = kept().get(workspaceId);
  if (held && version !== undefined && held.version === version && now - held.readAt < VERSION_KEPT_MS) {
    return held.targets;
  }
  return keep(workspaceId, version, now);
}

function keep(workspaceId: string, version: number | undefined, now: number): Promise<WebhookTarget[]> {
  const cache = kept();
  // Under a version, read consistently: a stale answer would be kept until the next change.
  const entry: Kept = { targets: readTargets(workspaceId, version !== undefined), readAt: READING, version };
  entry.targets.then(
    () => {
      // Kept only if no change was forgotten meanwhile (that removed or replaced this entry).
      if (cache.get(workspaceId) === entry) entry.readAt = now;
    },
    () => {
      if (cache.get(workspaceId) === entry) cache.delete(workspaceId);
    },
  );
  if (cache.size >= MAX_KEPT) cache.clear();
  cache.set(workspaceId, entry);
  return entry.targets;
}

const targetsVersion = async (workspaceId: string) =>
  (await webhookTargetsVersionEntity.get({ workspaceId }))?.version ?? 0;

/**
 * After an endpoint was created, changed, disabled or deleted, or the plan changed: this process forgets what it
 * read of the workspace's targets at once, and every other one at its next event (the version moves on). Events
 * raised after it are fanned out over a fresh read. Never throws: the change itself is made, and what follows it
 * (the plan change's notice and audit entry, the disabled endpoint's email) must not be lost to a failed bump, which
 * other containers catch up with within `VERSION_KEPT_MS`.
 */
export async function forgetWebhookTargets(workspaceId: string): Promise<void> {
  kept().delete(workspaceId);
  try {
    await webhookTargetsVersionEntity.update({ workspaceId }, {}, { add: { version: 1 }, upsert: true });
  } catch (error) {
    logger.warn('The webhook targets version was not bumped: other containers follow within a minute', {
      workspaceId,
      error: error as Error,
    });
  }
}

/** The enabled endpoints, and the plan only when there is one (most workspaces have none: one read per event). */
async function readTargets(workspaceId: string, consistent: boolean): Promise<WebhookTarget[]> {
  const endpoints = (await webhookEndpointEntity.queryAll({ workspaceId }, { consistent })).filter(
    (endpoint) => endpoint.enabled,
  );
  if (!endpoints.length) return [];
  const workspace = await workspaceEntity.get({ workspaceId }, { consistent });
  if (!workspace || !hasPlanFeature(workspace.subscriptionTier, 'apiAccess')) return [];
  return endpoints.map(({ id, events }) => ({ id, events }));
}
