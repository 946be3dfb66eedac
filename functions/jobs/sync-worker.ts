import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { runSyncMessage } from '../services/integrations/sync-targets';

/**
 * The hourly sync's second half: the sync queue's consumer (batch size 1, reserved concurrency, so providers are not
 * stampeded). It reports a failed message in `batchItemFailures` (partial batch response) rather than throwing, so
 * only that message is received again, and after its last receive it goes to the dead-letter queue. Locally the
 * in-process queue calls this same handler.
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
    if ((await runSyncMessage(body)) === 'retry') failures.push({ itemIdentifier: record.messageId });
  }
  return { batchItemFailures: failures };
};
