import { appQueue } from './app-queue';
import { config } from './config';

/**
 * THE way to hand work to the sync worker. In AWS (`SYNC_QUEUE_URL` set) it is SQS `SendMessageBatch` on the sync
 * queue, whose event source mapping invokes the worker one message at a time; locally the in-process queue
 * (`scripts/local/local-queue.ts`, installed by the local runtime) delivers the same messages to the same worker
 * handler. The SQS client is loaded only by the functions that send (the fan-out, and connect/remove).
 */
export interface QueueTransport {
  send(bodies: readonly unknown[]): Promise<void>;
}

const syncQueue = appQueue('sync', () => config().SYNC_QUEUE_URL);

/** The local runtime installs its in-process queue here; `undefined` removes it. */
export function setLocalSyncQueue(transport: QueueTransport | undefined): void {
  syncQueue.setLocal(transport && { send: (messages) => transport.send(messages.map((m) => m.body)) });
}

export function sendToSyncQueue(bodies: readonly unknown[]): Promise<void> {
  return syncQueue.send(bodies.map((body) => ({ body })));
}
