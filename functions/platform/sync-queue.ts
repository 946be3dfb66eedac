import { config } from './config';
import { perContext } from './runtime-context';

/**
 * THE way to hand work to the sync worker. In AWS (`SYNC_QUEUE_URL` set) it is SQS `SendMessageBatch` on the sync
 * queue, whose event source mapping invokes the worker one message at a time; locally the in-process queue
 * (`scripts/local/local-queue.ts`, installed by the local runtime) delivers the same messages to the same worker
 * handler. The SQS client is loaded only by the functions that send (the fan-out, and connect/remove).
 */
export interface QueueTransport {
  send(bodies: readonly unknown[]): Promise<void>;
}

let localTransport: QueueTransport | undefined;

/** The local runtime installs its in-process queue here; `undefined` removes it. */
export function setLocalSyncQueue(transport: QueueTransport | undefined): void {
  localTransport = transport;
}

export async function sendToSyncQueue(bodies: readonly unknown[]): Promise<void> {
  if (!bodies.length) return;
  const url = config().SYNC_QUEUE_URL;
  if (url) return sqsTransport(url).send(bodies);
  if (localTransport) return localTransport.send(bodies);
  throw new Error('No sync queue: set SYNC_QUEUE_URL, or run inside the local runtime (which installs one)');
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

function sqsTransport(queueUrl: string): QueueTransport {
  return {
    async send(bodies) {
      const { SendMessageBatchCommand } = await import('@aws-sdk/client-sqs');
      const client = await sqs();
      for (let i = 0; i < bodies.length; i += SEND_BATCH) {
        const batch = bodies.slice(i, i + SEND_BATCH);
        const result = await client.send(
          new SendMessageBatchCommand({
            QueueUrl: queueUrl,
            Entries: batch.map((body, index) => ({ Id: String(index), MessageBody: JSON.stringify(body) })),
          }),
        );
        // SendMessageBatch answers 200 even when entries fail; each failed entry names its reason.
        if (result.Failed?.length) {
          const reasons = result.Failed.map((f) => `${f.Code}: ${f.Message ?? ''}`.trim()).join('; ');
          throw new Error(`SQS refused ${result.Failed.length} message(s): ${reasons}`);
        }
      }
    },
  };
}
