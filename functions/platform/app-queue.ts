import { config } from './config';
import { perContext } from './runtime-context';

/**
 * An SQS queue of the app, seen from a sender: in AWS (its URL setting set by the stack) `SendMessageBatch`, whose
 * event source mapping invokes the queue's worker; locally the in-process queue the local runtime installs
 * (`scripts/local/local-queue.ts`), which delivers the same messages to the same worker handler. A message may wait
 * before it is received (`delaySeconds`, at most SQS's 15 minutes).
 */
export interface QueuedMessage {
  body: unknown;
  delaySeconds?: number;
}

export interface QueueTransport {
  send(messages: readonly QueuedMessage[]): Promise<void>;
}

export interface AppQueue {
  send(messages: readonly QueuedMessage[]): Promise<void>;
  /** The local runtime installs its in-process queue here; `undefined` removes it. */
  setLocal(transport: QueueTransport | undefined): void;
}

/** SQS's longest delay: a longer wait is a chain of messages (the worker sends the next hop). */
export const MAX_QUEUE_DELAY_SECONDS = 900;

export function appQueue(name: string, urlSetting: () => string | undefined): AppQueue {
  let localTransport: QueueTransport | undefined;
  return {
    async send(messages) {
      if (!messages.length) return;
      const url = urlSetting();
      if (url) return sqsSend(url, messages);
      if (localTransport) return localTransport.send(messages);
      throw new Error(`No ${name} queue: set its URL, or run inside the local runtime (which installs one)`);
    },
    setLocal(transport) {
      localTransport = transport;
    },
  };
}

/** SendMessageBatch takes at most 10 entries (and 256 KB) per call. */
const SEND_BATCH = 10;

const sqs = perContext(
  async () => {
    const { SQSClient } = await import('@aws-sdk/client-sqs');
    return new SQSClient({ region: config().AWS_REGION });
  },
  (client) => void client.then((c) => c.destroy()),
);

async function sqsSend(queueUrl: string, messages: readonly QueuedMessage[]): Promise<void> {
  const { SendMessageBatchCommand } = await import('@aws-sdk/client-sqs');
  const client = await sqs();
  for (let i = 0; i < messages.length; i += SEND_BATCH) {
    const batch = messages.slice(i, i + SEND_BATCH);
    const result = await client.send(
      new SendMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: batch.map(({ body, delaySeconds }, index) => ({
          Id: String(index),
          MessageBody: JSON.stringify(body),
          ...(delaySeconds ? { DelaySeconds: Math.min(Math.ceil(delaySeconds), MAX_QUEUE_DELAY_SECONDS) } : {}),
        })),
      }),
    );
    // SendMessageBatch answers 200 even when entries fail; each failed entry names its reason.
    if (result.Failed?.length) {
      const reasons = result.Failed.map((f) => `${f.Code}: ${f.Message ?? ''}`.trim()).join('; ');
      throw new Error(`SQS refused ${result.Failed.length} message(s): ${reasons}`);
    }
  }
}
