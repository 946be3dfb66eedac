import { syncTargetEntity } from '../../data/integrations/sync-targets';
import { logger } from '../../platform/logger';
import { sendToSyncQueue } from '../../platform/sync-queue';
import { SYNC_TARGET_KINDS } from './sync-messages';

/**
 * The hourly sync's first half: reads the registry (`SYNC_TARGETS`, one item per connected target) a page at a time
 * and enqueues one message per target of a known kind. It knows the kinds by name only, so the fan-out's function
 * carries none of the providers' clients the worker needs.
 */
const REGISTRY_PAGE = 500;
const known = new Set<string>(SYNC_TARGET_KINDS);

/** Enqueues one message per registered target; answers how many. */
export async function fanOutSyncTargets(): Promise<number> {
  let cursor: string | undefined;
  let sent = 0;
  do {
    const page = await syncTargetEntity.query({}, { limit: REGISTRY_PAGE, cursor });
    const targets = page.items.filter((target) => known.has(target.kind));
    await sendToSyncQueue(targets.map(({ kind, workspaceId, targetId }) => ({ kind, workspaceId, targetId })));
    sent += targets.length;
    cursor = page.cursor;
  } while (cursor);
  logger.info(`Sync fan-out: ${sent} targets enqueued`, { sent });
  return sent;
}
