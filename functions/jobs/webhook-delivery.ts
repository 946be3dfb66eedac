import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { logger } from '../platform/logger';
import { runAttempt } from '../services/webhooks/webhook-attempts';
import { attemptMessageSchema } from '../services/webhooks/webhook-deliveries';

/**
 * The webhook queue's consumer: one delivery attempt per message. A receiver's failure is not a failed message (it is
 * logged and retried on the delivery's own schedule, by a new delayed message); only an attempt that could not be
 * logged (the table failed) is reported in `batchItemFailures`, so SQS receives it again and, after its last receive,
 * moves it to the dead-letter queue, whose alarm the stack watches. Locally the in-process queue calls this handler.
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    let body: unknown;
    try {
      body = JSON.parse(record.body);
    } catch {
      body = undefined;
    }
    const message = attemptMessageSchema.safeParse(body);
    if (!message.success) {
      logger.error('Dropped a malformed webhook attempt message', { messageId: record.messageId });
      continue;
    }
    try {
      await runAttempt(message.data);
    } catch (error) {
      logger.error('A webhook attempt did not finish', { messageId: record.messageId, error: error as Error });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
};
