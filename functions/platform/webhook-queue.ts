import { appQueue } from './app-queue';
import { config } from './config';

/**
 * The queue of webhook delivery attempts (`WEBHOOK_QUEUE_URL`, set by the stack; the in-process queue locally). Each
 * message is one attempt, sent with the delay the retry schedule asks for.
 */
export const webhookQueue = appQueue('webhook delivery', () => config().WEBHOOK_QUEUE_URL);
