import { NotFound, UpstreamFailed } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { sendToSyncQueue } from '../../platform/sync-queue';
import { syncBankLink } from '../finance/bank-link-sync';
import { requestForecastRecompute } from '../forecast/forecast-requests';
import { syncIntegration } from './integration-sync';
import { purgeItems } from './integrations';
import {
  BANK_LINK_TARGET,
  INTEGRATION_TARGET,
  type SyncMessage,
  type SyncTargetKind,
  syncMessageSchema,
} from './sync-messages';

/**
 * The hourly sync's worker side, generic over what it syncs. Each kind of sync target (`SYNC_TARGET_KINDS`) is one
 * line in `syncTargetKinds`: the fan-out (`sync-fan-out.ts`) enqueues one message per registered target, and the
 * worker runs the kind's function for each message. A new kind is one more line here plus
 * a registry item written when the target is connected and deleted when it is removed (as the bank links do).
 */
export type SyncTargetRun = (message: SyncMessage) => Promise<unknown>;

export const syncTargetKinds = {
  [INTEGRATION_TARGET]: (m) => syncIntegration(m.workspaceId, m.targetId, { trigger: 'schedule' }),
  [BANK_LINK_TARGET]: (m) =>
    syncBankLink(m.workspaceId, m.targetId, { trigger: 'schedule', afterBooksChanged: requestForecastRecompute }),
  /** Not a target: the items of a removed integration, when too many to delete within the request. */
  purge_integration: async (m) => {
    if (!(await purgeItems(m.workspaceId, m.targetId, 20_000))) await sendToSyncQueue([m]);
  },
} as const satisfies Readonly<Record<SyncTargetKind | 'purge_integration', SyncTargetRun>>;

export type SyncMessageResult = 'done' | 'retry';

/**
 * Runs one queue message. A provider's failure is recorded on the integration and is not retried before the next
 * hour (retrying a rejected key helps nobody); a failure of our own (the table, the queue) is retried by the queue
 * and, after its last receive, kept in the dead-letter queue. A message for a target that is gone is done.
 */
export async function runSyncMessage(body: unknown): Promise<SyncMessageResult> {
  const parsed = syncMessageSchema.safeParse(body);
  if (!parsed.success) {
    logger.error('Dropped a malformed sync message', { issues: parsed.error.issues.map((i) => i.message) });
    return 'done';
  }
  const run = (syncTargetKinds as Readonly<Record<string, SyncTargetRun | undefined>>)[parsed.data.kind];
  if (!run) {
    logger.error('Dropped a sync message of an unknown kind', { kind: parsed.data.kind });
    return 'done';
  }
  try {
    await run(parsed.data);
    return 'done';
  } catch (error) {
    // Removed meanwhile, or the provider failed and the integration says so: nothing a redelivery would change.
    if (error instanceof NotFound || error instanceof UpstreamFailed) return 'done';
    logger.error('Sync message failed; the queue will deliver it again', { ...parsed.data, error: error as Error });
    return 'retry';
  }
}
