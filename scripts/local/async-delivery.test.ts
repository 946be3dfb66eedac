import { describe, expect, it } from 'vitest';
import { createAsyncDelivery } from './async-delivery';

describe('asynchronous delivery', () => {
  it('runs the target at most `concurrency` times at once, and delivers every event', async () => {
    let running = 0;
    let most = 0;
    const delivered: number[] = [];
    let failedOnce = false;
    const delivery = createAsyncDelivery<number>({
      name: 'Test delivery',
      retryAttempts: 1,
      baseDelayMs: 1,
      describe: (event) => ({ event }),
      concurrency: 2,
      target: async (event) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setImmediate(resolve));
        running -= 1;
        // A failed invocation gives its slot back: its retry waits its turn like any event.
        if (event === 3 && !failedOnce) {
          failedOnce = true;
          throw new Error('target down');
        }
        delivered.push(event);
      },
    });
    for (const event of [1, 2, 3, 4, 5, 6]) delivery.send(event);
    await delivery.idle();
    expect(delivered.sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
  });
});
