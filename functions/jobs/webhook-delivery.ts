import { logger } from '../platform/logger';
import { sqsConsumer } from '../platform/sqs-consumer';
import { runAttempt } from '../services/webhooks/webhook-attempts';
import { attemptMessageSchema } from '../services/webhooks/webhook-deliveries';

/**
 * The webhook queue's consumer: one delivery attempt per message. A receiver's failure is not a failed message (it is
 * logged and retried on the delivery's own schedule, by a new delayed message); only an attempt that could not be
 * logged (the table failed) is received again and, after its last receive, moved to the dead-letter queue, whose
 * alarm the stack watches.
 */
export const handler = sqsConsumer(async (body, messageId) => {
  const message = attemptMessageSchema.safeParse(body);
  if (!message.success) {
    logger.error('Dropped a malformed webhook attempt message', { messageId });
    return 'done';
  }
  try {
    await runAttempt(message.data);
    return 'done';
  } catch (error) {
    logger.error('A webhook attempt did not finish', { messageId, error: error as Error });
    return 'retry';
  }
});
