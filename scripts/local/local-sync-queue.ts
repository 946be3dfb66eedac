import { handler as syncWorker } from '../../functions/jobs/sync-worker';
import { setLocalSyncQueue } from '../../functions/platform/sync-queue';
import { createLocalQueue, type LocalQueue } from './local-queue';

/**
 * The sync queue of the local app: the same worker handler as the SQS consumer in AWS, two messages at a time (the
 * worker's reserved concurrency), three receives before a message is dead-lettered, 30 s between them (the
 * visibility timeout's stand-in).
 */
export function installLocalSyncQueue(options: { retryDelayMs?: number } = {}): LocalQueue {
  const queue = createLocalQueue({
    name: 'sync',
    worker: syncWorker,
    concurrency: 2,
    maxReceives: 3,
    retryDelayMs: options.retryDelayMs ?? 30_000,
  });
  setLocalSyncQueue({ send: async (bodies) => queue.send(bodies) });
  return {
    ...queue,
    deadLetters: queue.deadLetters,
    stop: async () => {
      setLocalSyncQueue(undefined);
      await queue.stop();
    },
  };
}
