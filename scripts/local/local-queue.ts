import { randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { AppQueue } from '../../functions/platform/app-queue';
import { logger } from '../../functions/platform/logger';
import { invokeTallied } from './invocation-tally';

/**
 * The in-process stand-in for an SQS queue with a Lambda consumer: `send` returns at once (as SendMessageBatch
 * does); messages are delivered up to `batchSize` per invocation (the event source mapping's batch size: the waiting
 * messages, never waiting for more) to the same worker handler module that runs in AWS, at most `concurrency`
 * invocations at a time (the worker's reserved concurrency). A message the worker reports in
 * `batchItemFailures`, or whose invocation throws, is received again after a delay, up to `maxReceives` times
 * (the redrive policy); then it is logged as dead-lettered, where AWS would move it to the DLQ.
 */
export type QueueWorker = (event: SQSEvent) => Promise<SQSBatchResponse | undefined>;

export interface LocalQueueOptions {
  name: string;
  worker: QueueWorker;
  concurrency?: number;
  /** Messages per invocation at most (default 1). */
  batchSize?: number;
  maxReceives?: number;
  /** The visibility timeout's stand-in: how long a failed message waits before it is received again. */
  retryDelayMs?: number;
}

export interface LocalQueue {
  /** With `delayMs`, the messages are received only after it (SQS's `DelaySeconds`). */
  send(bodies: readonly unknown[], delayMs?: number): void;
  /** Resolves when nothing is waiting, running or due for a retry. */
  idle(): Promise<void>;
  /** Stops receiving: waits for the invocations under way; messages still waiting are dropped (logged). */
  stop(): Promise<void>;
  /** Messages that failed `maxReceives` times. */
  readonly deadLetters: readonly { body: string; receives: number }[];
}

interface Message {
  id: string;
  body: string;
  receives: number;
  sentAt: number;
}

export function createLocalQueue(options: LocalQueueOptions): LocalQueue {
  const concurrency = options.concurrency ?? 2;
  const batchSize = options.batchSize ?? 1;
  const maxReceives = options.maxReceives ?? 3;
  const retryDelayMs = options.retryDelayMs ?? 30_000;
  const waiting: Message[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const deadLetters: { body: string; receives: number }[] = [];
  let running = 0;
  let stopped = false;
  let idleWaiters: (() => void)[] = [];

  const settleIdle = () => {
    if (running || waiting.length || timers.size) return;
    for (const resolve of idleWaiters) resolve();
    idleWaiters = [];
  };

  const record = (message: Message): SQSRecord => ({
    messageId: message.id,
    receiptHandle: `${message.id}#${message.receives}`,
    body: message.body,
    attributes: {
      ApproximateReceiveCount: String(message.receives),
      SentTimestamp: String(message.sentAt),
      SenderId: 'local',
      ApproximateFirstReceiveTimestamp: String(message.sentAt),
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: `arn:aws:sqs:local:000000000000:${options.name}`,
    awsRegion: process.env.AWS_REGION ?? 'us-east-1',
  });

  const failed = (message: Message, error?: unknown) => {
    if (message.receives >= maxReceives || stopped) {
      deadLetters.push({ body: message.body, receives: message.receives });
      logger.error(`Message dead-lettered from ${options.name} (in AWS it would go to the DLQ)`, {
        messageId: message.id,
        receives: message.receives,
        ...(error ? { error: error as Error } : {}),
      });
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      waiting.push(message);
      pump();
    }, retryDelayMs);
    timers.add(timer);
  };

  const pump = () => {
    while (!stopped && running < concurrency && waiting.length) {
      const batch = waiting.splice(0, batchSize);
      for (const message of batch) message.receives += 1;
      running += 1;
      invokeTallied(options.name, () => options.worker({ Records: batch.map(record) }))
        .then(
          (answer) => {
            const failures = new Set(answer?.batchItemFailures?.map((f) => f.itemIdentifier));
            for (const message of batch) if (failures.has(message.id)) failed(message);
          },
          (error) => {
            for (const message of batch) failed(message, error);
          },
        )
        .finally(() => {
          running -= 1;
          pump();
          settleIdle();
        });
    }
    settleIdle();
  };

  return {
    send(bodies, delayMs = 0) {
      if (stopped) throw new Error(`The local queue ${options.name} is stopped`);
      const sentAt = Date.now();
      const messages = bodies.map((body) => ({ id: randomUUID(), body: JSON.stringify(body), receives: 0, sentAt }));
      if (delayMs > 0) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          waiting.push(...messages);
          pump();
        }, delayMs);
        timers.add(timer);
        return;
      }
      waiting.push(...messages);
      // setImmediate: the sender finishes first, as with a real queue.
      setImmediate(pump);
    },
    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        setImmediate(settleIdle);
      }),
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      if (waiting.length) logger.warn(`Stopping ${options.name} with ${waiting.length} messages not delivered`);
      waiting.length = 0;
      while (running) await new Promise((resolve) => setTimeout(resolve, 10));
      settleIdle();
    },
    deadLetters,
  };
}

/** An app queue's in-process stand-in, installed as its transport until stopped. */
export function installLocalAppQueue(appQueue: AppQueue, options: LocalQueueOptions): LocalQueue {
  const queue = createLocalQueue(options);
  appQueue.setLocal({
    send: async (messages) => {
      for (const { body, delaySeconds } of messages) queue.send([body], (delaySeconds ?? 0) * 1000);
    },
  });
  return {
    ...queue,
    deadLetters: queue.deadLetters,
    stop: async () => {
      appQueue.setLocal(undefined);
      await queue.stop();
    },
  };
}
