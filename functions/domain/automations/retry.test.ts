import { describe, expect, it } from 'vitest';
import { backoffDelay, isTransientError, PermanentFailure, TransientFailure, withRetry } from './retry';

const policy = { attempts: 3, baseDelayMs: 100, maxDelayMs: 1000 };
const throttled = () => Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });

describe('withRetry', () => {
  it('returns the first success with the attempt count', async () => {
    const sleeps: number[] = [];
    let calls = 0;
    const outcome = await withRetry(
      async () => {
        calls += 1;
        if (calls < 2) throw throttled();
        return 'done';
      },
      policy,
      { sleep: async (ms) => void sleeps.push(ms), random: () => 1 },
    );
    expect(outcome).toEqual({ ok: true, value: 'done', attempts: 2 });
    expect(sleeps).toEqual([100]);
  });

  it('gives up after 3 transient failures with exponential backoff between them', async () => {
    const sleeps: number[] = [];
    const outcome = await withRetry(
      async () => {
        throw throttled();
      },
      policy,
      { sleep: async (ms) => void sleeps.push(ms), random: () => 1 },
    );
    expect(outcome.ok).toBe(false);
    expect(outcome.attempts).toBe(3);
    expect(outcome.error?.message).toBe('Rate exceeded');
    expect(sleeps).toEqual([100, 200]);
  });

  it('stops at once on a permanent failure', async () => {
    let calls = 0;
    const outcome = await withRetry(async () => {
      calls += 1;
      throw new PermanentFailure('No CRM integration connected');
    }, policy);
    expect(calls).toBe(1);
    expect(outcome).toMatchObject({ ok: false, attempts: 1, error: { message: 'No CRM integration connected' } });
  });
});

describe('backoffDelay', () => {
  it('uses full jitter under an exponential cap, limited by the maximum', () => {
    expect(backoffDelay(1, policy, () => 1)).toBe(100);
    expect(backoffDelay(2, policy, () => 1)).toBe(200);
    expect(backoffDelay(3, policy, () => 0.5)).toBe(200);
    expect(backoffDelay(10, policy, () => 1)).toBe(1000);
    expect(backoffDelay(2, policy, () => 0)).toBe(0);
  });
});

describe('isTransientError', () => {
  it('treats throttling, 5xx, 429, timeouts and connection resets as transient', () => {
    expect(isTransientError(throttled())).toBe(true);
    expect(isTransientError(Object.assign(new Error('x'), { $metadata: { httpStatusCode: 503 } }))).toBe(true);
    expect(isTransientError(Object.assign(new Error('x'), { $metadata: { httpStatusCode: 429 } }))).toBe(true);
    expect(isTransientError(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isTransientError(Object.assign(new Error('x'), { $retryable: {} }))).toBe(true);
    // Our own word for a receiver's 5xx or a provider's outage (a plain Error with the same text is final).
    expect(isTransientError(new TransientFailure('https://hooks.example answered 503'))).toBe(true);
  });

  it('treats client errors, permanent failures and non-errors as final', () => {
    expect(
      isTransientError(Object.assign(new Error('x'), { name: 'MessageRejected', $metadata: { httpStatusCode: 400 } })),
    ).toBe(false);
    expect(isTransientError(new PermanentFailure('x'))).toBe(false);
    expect(isTransientError('boom')).toBe(false);
    expect(isTransientError(new Error('plain'))).toBe(false);
  });
});
