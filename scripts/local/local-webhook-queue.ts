import { handler as webhookDelivery } from '../../functions/jobs/webhook-delivery';
import { webhookQueue } from '../../functions/platform/webhook-queue';
import { installLocalAppQueue, type LocalQueue } from './local-queue';

/**
 * The webhook queue of the local app: the same attempt handler as the SQS consumer in AWS, with each message's delay
 * (the retry schedule), batches of up to 10 (the event source's batch size in infra), 4 batches at a time, three
 * receives before a message is dead-lettered. Not 16 at a time: locally the attempts share one event loop with the
 * API (and, in tests and the bench, the receivers), and 160 POSTs in flight on a loaded machine queued their answers
 * past the 10 s timeout, so receivers that had answered got the event again (`npm run bench -- webhook`: 715
 * posts for 500 deliveries at 16, exactly 500 and sooner at 4).
 */
export function installLocalWebhookQueue(): LocalQueue {
  return installLocalAppQueue(webhookQueue, {
    name: 'webhooks',
    worker: webhookDelivery,
    concurrency: 4,
    batchSize: 10,
    maxReceives: 3,
    retryDelayMs: 5_000,
  });
}
