import { describe, expect, it } from 'vitest';
import { createLocalQueue } from './local-queue';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('local queue', () => {
  it('delivers each message once, one per invocation, never more at a time than its concurrency', async () => {
    let running = 0;
    let most = 0;
    const seen: unknown[] = [];
    const queue = createLocalQueue({
      name: 'sync',
      concurrency: 2,
      worker: async (event) => {
        expect(event.Records).toHaveLength(1);
        running += 1;
        most = Math.max(most, running);
        await pause(5);
        seen.push(JSON.parse(event.Records[0]!.body));
        running -= 1;
        return { batchItemFailures: [] };
      },
    });
    queue.send([1, 2, 3, 4, 5]);
    await queue.idle();
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    await queue.stop();
  });

  it('receives a failed message again, and dead-letters it after its last receive', async () => {
    const receives: string[] = [];
    const queue = createLocalQueue({
      name: 'sync',
      maxReceives: 3,
      retryDelayMs: 1,
      worker: async (event) => {
        const record = event.Records[0]!;
        receives.push(record.attributes.ApproximateReceiveCount);
        if (record.body === '"flaky"' && receives.length < 2) throw new Error('provider down');
        return { batchItemFailures: record.body === '"broken"' ? [{ itemIdentifier: record.messageId }] : [] };
      },
    });
    queue.send(['flaky']);
    await queue.idle();
    expect(receives).toEqual(['1', '2']);
    queue.send(['broken']);
    await queue.idle();
    expect(queue.deadLetters).toEqual([{ body: '"broken"', receives: 3 }]);
    await queue.stop();
    expect(() => queue.send(['late'])).toThrow('The local queue sync is stopped');
  });

  it('hands a worker up to its batch size of the waiting messages, and receives again only the failed ones', async () => {
    const batches: unknown[][] = [];
    const queue = createLocalQueue({
      name: 'webhooks',
      concurrency: 1,
      batchSize: 3,
      retryDelayMs: 1,
      worker: async (event) => {
        const bodies = event.Records.map((r) => JSON.parse(r.body));
        batches.push(bodies);
        const failing = event.Records.filter((r) => r.body === '2' && r.attributes.ApproximateReceiveCount === '1');
        return { batchItemFailures: failing.map((r) => ({ itemIdentifier: r.messageId })) };
      },
    });
    queue.send([1, 2, 3, 4]);
    await queue.idle();
    expect(batches).toEqual([[1, 2, 3], [4], [2]]);
    await queue.stop();
  });
});
