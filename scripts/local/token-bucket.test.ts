import { describe, expect, it } from 'vitest';
import { createTokenBuckets } from './token-bucket';

describe('token buckets', () => {
  it('lets a burst of `capacity` through, then refills at the rate, per client', () => {
    const buckets = createTokenBuckets({ capacity: 3, perMinute: 60 });
    const t = 1_000_000;
    expect([1, 2, 3].map(() => buckets.take('a', t).ok)).toEqual([true, true, true]);
    expect(buckets.take('a', t)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(buckets.take('b', t).ok).toBe(true);
    expect(buckets.take('a', t + 999).ok).toBe(false);
    expect(buckets.take('a', t + 1_000).ok).toBe(true);
  });

  it('says how long until the next token at slow rates', () => {
    const buckets = createTokenBuckets({ capacity: 1, perMinute: 2 });
    buckets.take('a', 0);
    expect(buckets.take('a', 0)).toEqual({ ok: false, retryAfterSeconds: 30 });
    expect(buckets.take('a', 10_000)).toEqual({ ok: false, retryAfterSeconds: 20 });
  });

  it('forgets refilled clients when the table is full, keeping the ones still limited', () => {
    const buckets = createTokenBuckets({ capacity: 1, perMinute: 60, maxClients: 2 });
    buckets.take('a', 0);
    buckets.take('b', 5_000);
    buckets.take('c', 5_500); // 'a' has refilled and is forgotten; 'b' is still empty
    expect(buckets.take('b', 5_500).ok).toBe(false);
  });
});
