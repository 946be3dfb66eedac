import { describe, expect, it } from 'vitest';
import { mapWithConcurrency } from './map-with-concurrency';

describe('mapWithConcurrency', () => {
  it('keeps at most the limit under way and answers in the items’ order, whatever order they finish in', async () => {
    let underWay = 0;
    let most = 0;
    const finishers: (() => void)[] = [];
    const results = mapWithConcurrency([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      underWay++;
      most = Math.max(most, underWay);
      await new Promise<void>((resolve) => finishers.push(resolve));
      underWay--;
      return n * 10;
    });
    // Finish the latest started first, until all are done.
    while (finishers.length || underWay) {
      await Promise.resolve();
      finishers.pop()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await results).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(most).toBe(3);
  });

  it('answers an empty list with an empty list', async () => {
    expect(await mapWithConcurrency([], 4, async () => 1)).toEqual([]);
  });
});
