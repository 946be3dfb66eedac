import { fanOutSyncTargets } from '../services/integrations/sync-fan-out';

/**
 * The hourly sync's first half: EventBridge Scheduler invokes it at the top of every hour (locally, the in-process
 * scheduler does) and it enqueues one message per registered sync target on the sync queue.
 */
export const handler = async (): Promise<{ enqueued: number }> => ({ enqueued: await fanOutSyncTargets() });
