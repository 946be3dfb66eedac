import { describe, expect, it } from 'vitest';
import { batchUnitsByPartition, createPartitionPacer } from './partition-pacer';

/** A clock that moves only when someone sleeps: the pacer's waits, added up, are the time a flow would take. */
function fakeClock() {
  let now = 0;
  return {
    now: () => now,
    sleep: async (ms: number) => {
      now += ms;
    },
    elapsed: () => now,
  };
}

describe('the partition pacer', () => {
  it('lets a second of units through at once, then holds a bulk flow to the rate', async () => {
    const clock = fakeClock();
    const pacer = createPartitionPacer(900, clock);
    // 10,000 synced items at ~2 units each, in batches of 25: 20,000 units.
    for (let i = 0; i < 400; i++) await pacer.take('WS#a', 50);
    // The first 900 units are the bucket's; the other 19,100 take 19,100 / 900 s.
    expect(clock.elapsed() / 1000).toBeCloseTo(19_100 / 900, 6);
  });

  it('keeps partitions apart: one workspace in bulk does not hold another', async () => {
    const clock = fakeClock();
    const pacer = createPartitionPacer(900, clock);
    for (let i = 0; i < 40; i++) await pacer.take('WS#busy', 50);
    const before = clock.elapsed();
    await pacer.take('WS#quiet', 50);
    expect(clock.elapsed()).toBe(before);
  });

  it('refills with time between batches', async () => {
    const clock = fakeClock();
    const pacer = createPartitionPacer(100, clock);
    await pacer.take('WS#a', 100);
    await clock.sleep(500); // half a second later: 50 units back
    const before = clock.elapsed();
    await pacer.take('WS#a', 50);
    expect(clock.elapsed()).toBe(before);
  });
});

describe('a batch’s units per partition', () => {
  it('counts each put by its size (1 KB a unit, at least 1) and each delete as 1', () => {
    const units = batchUnitsByPartition({
      table: [
        { PutRequest: { Item: { pk: 'WS#a', sk: '1', body: 'x'.repeat(100) } } },
        { PutRequest: { Item: { pk: 'WS#a', sk: '2', body: 'x'.repeat(1500) } } },
        { DeleteRequest: { Key: { pk: 'WS#b', sk: '3' } } },
        { PutRequest: { Item: { pk: { S: 'WS#c' }, sk: { S: '4' } } } },
      ],
    });
    expect(Object.fromEntries(units)).toEqual({ 'WS#a': 3, 'WS#b': 1, 'WS#c': 1 });
  });
});
