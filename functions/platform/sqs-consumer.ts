import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';

/** What a queue's consumer decides about one message: done with it, or have SQS receive it again. */
export type MessageOutcome = 'done' | 'retry';

/**
 * A queue consumer's Lambda handler: each record's body is parsed as JSON (text that is not JSON reaches `consume`
 * as `undefined`, for it to drop), and the messages answered 'retry' are reported in `batchItemFailures` (partial
 * batch response) rather than thrown, so only they are received again, and after their last receive go to the
 * dead-letter queue. Locally the in-process queue calls the same handler.
 */
export function sqsConsumer(consume: (body: unknown, messageId: string) => Promise<MessageOutcome>) {
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const failures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      if ((await consume(parsedBody(record.body), record.messageId)) === 'retry') {
        failures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures: failures };
  };
}

/** One received message: its body parsed as JSON (`undefined` for text that is not JSON) and its id. */
export interface ReceivedMessage {
  body: unknown;
  messageId: string;
}

/**
 * `sqsConsumer` for a worker that handles its batch as a whole (reads shared by several messages made once, the
 * messages run side by side): `consume` answers one outcome per message, in the batch's order.
 */
export function sqsBatchConsumer(consume: (messages: ReceivedMessage[]) => Promise<MessageOutcome[]>) {
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const outcomes = await consume(
      event.Records.map((record) => ({ body: parsedBody(record.body), messageId: record.messageId })),
    );
    return {
      batchItemFailures: event.Records.filter((_, i) => outcomes[i] === 'retry').map((record) => ({
        itemIdentifier: record.messageId,
      })),
    };
  };
}

function parsedBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
