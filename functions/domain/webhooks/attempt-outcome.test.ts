import { describe, expect, it } from 'vitest';
import { attemptOutcome, FAILING_ENDPOINT_DISABLE_MS } from './attempt-outcome';

const schedule = [5, 300, 1800, 7200, 18_000, 36_000, 36_000];
const now = new Date('2026-11-29T00:00:00.000Z');
const facts = { statusCode: 500, roundAttempts: 1, failingSince: null, now, retryDelaysSeconds: schedule };

describe('a webhook attempt’s outcome', () => {
  it('is delivered on any 2xx and clears the failing streak', () => {
    for (const statusCode of [200, 201, 204, 299]) {
      expect(attemptOutcome({ ...facts, statusCode, failingSince: '2026-11-28T00:00:00.000Z' })).toEqual({
        status: 'succeeded',
        nextAttemptAt: null,
        endpoint: 'answering',
      });
    }
  });

  it('retries after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h: 8 attempts in all', () => {
    const waits = schedule.map((_, i) => {
      const outcome = attemptOutcome({ ...facts, roundAttempts: i + 1 });
      return (outcome.nextAttemptAt!.getTime() - now.getTime()) / 1000;
    });
    expect(waits).toEqual(schedule);
    expect(attemptOutcome({ ...facts, roundAttempts: 8 })).toMatchObject({ status: 'failed', nextAttemptAt: null });
  });

  it('treats a redirect, a client error and no answer as failures to retry', () => {
    for (const statusCode of [302, 400, 404, 429, 503, null]) {
      expect(attemptOutcome({ ...facts, statusCode }).status).toBe('pending');
    }
  });

  it('disables the endpoint at once on 410 Gone', () => {
    expect(attemptOutcome({ ...facts, statusCode: 410 })).toEqual({
      status: 'failed',
      nextAttemptAt: null,
      endpoint: 'disable-gone',
    });
  });

  it('starts the failing streak on the first failure and disables after 3 days of failures only', () => {
    expect(attemptOutcome(facts).endpoint).toBe('failing');
    const almost = new Date(now.getTime() - FAILING_ENDPOINT_DISABLE_MS + 60_000).toISOString();
    expect(attemptOutcome({ ...facts, failingSince: almost }).endpoint).toBe('none');
    const threeDays = new Date(now.getTime() - FAILING_ENDPOINT_DISABLE_MS).toISOString();
    expect(attemptOutcome({ ...facts, failingSince: threeDays })).toEqual({
      status: 'failed',
      nextAttemptAt: null,
      endpoint: 'disable-failing',
    });
  });
});
