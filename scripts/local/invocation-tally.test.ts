import { describe, expect, it } from 'vitest';
import { emptyTally, tallyCall, withCapacityTally } from '../../functions/platform/dynamodb/capacity';
import { createAsyncDelivery } from './async-delivery';
import { type InvocationTally, onInvocationTallied } from './invocation-tally';
import { createLocalQueue } from './local-queue';

/** One consistent GetItem of an item under 4 KB, as the table client's middleware tallies it. */
const readOneItem = () =>
  tallyCall({
    command: 'GetItemCommand',
    input: { ConsistentRead: true },
    output: { ConsumedCapacity: { CapacityUnits: 1 } },
  });

describe('consumers the local runtime invokes are billed apart from the request that started them', () => {
  it('an event target and a queue worker each get a tally of their own, reported when they finish', async () => {
    const reported: InvocationTally[] = [];
    const stop = onInvocationTallied((tally) => reported.push(tally));
    const delivery = createAsyncDelivery<number>({
      name: 'Event delivery to the test target',
      retryAttempts: 0,
      baseDelayMs: 1,
      describe: (event) => ({ event }),
      target: async () => readOneItem(),
    });
    const queue = createLocalQueue({
      name: 'test-queue',
      worker: async () => {
        readOneItem();
        readOneItem();
        return undefined;
      },
    });
    try {
      const request = emptyTally();
      withCapacityTally(request, () => {
        readOneItem();
        delivery.send(1);
        queue.send([{ hello: 'world' }]);
      });
      await delivery.idle();
      await queue.idle();
      // The request's own read only: before, both consumers ran in its context and added theirs to its figure.
      expect(request).toEqual({ readUnits: 1, writeUnits: 0, tableCalls: 1 });
      expect(reported.map(({ consumer, readUnits }) => [consumer, readUnits]).sort()).toEqual([
        ['Event delivery to the test target', 1],
        ['test-queue', 2],
      ]);
    } finally {
      stop();
      await queue.stop();
    }
  });
});
