import { logger } from '../platform/logger';
import { type MessageOutcome, sqsBatchConsumer } from '../platform/sqs-consumer';
import { runAttempts } from '../services/webhooks/webhook-attempts';
import { type AttemptMessage, attemptMessageSchema } from '../services/webhooks/webhook-deliveries';

/**
 * The webhook queue's consumer: one delivery attempt per message, a batch's attempts side by side. A receiver's
 * failure is not a failed message (it is logged and retried on the delivery's own schedule, by a new delayed
 * message); only an attempt that could not be logged (the table failed) is received again and, after its last
 * receive, moved to the dead-letter queue, whose alarm the stack watches.
 */
export const handler = sqsBatchConsumer(async (received) => {
  const outcomes: MessageOutcome[] = received.map(() => 'done');
  const valid: Array<{ index: number; message: AttemptMessage }> = [];
  received.forEach(({ body, messageId }, index) => {
    const message = attemptMessageSchema.safeParse(body);
    if (message.success) valid.push({ index, message: message.data });
    else logger.error('Dropped a malformed webhook attempt message', { messageId });
  });
  let results: PromiseSettledResult<void>[];
  try {
    results = await runAttempts(valid.map(({ message }) => message));
  } catch (error) {
    // The batch's endpoints could not be read: every attempt is received again.
    results = valid.map(() => ({ status: 'rejected', reason: error }));
  }
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') return;
    const { index } = valid[i]!;
    logger.error('A webhook attempt did not finish', {
      messageId: received[index]!.messageId,
      error: result.reason as Error,
    });
    outcomes[index] = 'retry';
  });
  return outcomes;
});
