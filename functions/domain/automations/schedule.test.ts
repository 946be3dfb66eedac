import { describe, expect, it } from 'vitest';
import { dueOccurrence, nextOccurrence, scheduleCron, scheduleEventId } from './schedule';

const runs = (config: Parameters<typeof nextOccurrence>[0], from: string, timeZone: string, count: number) => {
  const out: string[] = [];
  let after = new Date(from);
  for (let i = 0; i < count; i++) {
    after = nextOccurrence(config, after, timeZone);
    out.push(after.toISOString());
  }
  return out;
};

describe('schedule trigger', () => {
  it('describes each kind of schedule as a cron expression', () => {
    expect(scheduleCron({ every: 'day', at: '08:00' })).toBe('0 8 * * *');
    expect(scheduleCron({ every: 'weekday', at: '17:45' })).toBe('45 17 * * 1-5');
    expect(scheduleCron({ every: 'week', at: '08:00', dayOfWeek: 1 })).toBe('0 8 * * 1');
    expect(scheduleCron({ every: 'month', at: '09:30', dayOfMonth: 28 })).toBe('30 9 28 * *');
  });

  it("fires at the workspace's wall-clock time, every weekday only on Monday to Friday", () => {
    // Friday Dec 4, 2026 → Monday Dec 7: 08:00 in New York is 13:00 UTC in winter.
    expect(runs({ every: 'weekday', at: '08:00' }, '2026-12-04T00:00:00Z', 'America/New_York', 3)).toEqual([
      '2026-12-04T13:00:00.000Z',
      '2026-12-07T13:00:00.000Z',
      '2026-12-08T13:00:00.000Z',
    ]);
  });

  it('weekly on a day and monthly on a day', () => {
    // Every Monday 08:00 in Tokyo (UTC+9, no DST) is Sunday 23:00 UTC.
    expect(runs({ every: 'week', at: '08:00', dayOfWeek: 1 }, '2026-11-29T00:00:00Z', 'Asia/Tokyo', 2)).toEqual([
      '2026-11-29T23:00:00.000Z',
      '2026-12-06T23:00:00.000Z',
    ]);
    expect(runs({ every: 'month', at: '09:30', dayOfMonth: 1 }, '2026-11-29T00:00:00Z', 'UTC', 2)).toEqual([
      '2026-12-01T09:30:00.000Z',
      '2027-01-01T09:30:00.000Z',
    ]);
  });

  it('keeps the wall-clock time across DST changes', () => {
    // Berlin moves to summer time on Mar 29, 2026: 08:00 is 07:00 UTC before and 06:00 UTC after.
    expect(runs({ every: 'day', at: '08:00' }, '2026-03-27T12:00:00Z', 'Europe/Berlin', 3)).toEqual([
      '2026-03-28T07:00:00.000Z',
      '2026-03-29T06:00:00.000Z',
      '2026-03-30T06:00:00.000Z',
    ]);
  });

  it('a time the spring-forward skips fires when the clock resumes; a repeated time fires once', () => {
    // New York skips 02:00–03:00 on Mar 8, 2026: 02:30 fires at 03:30 EDT (07:30 UTC) that day, once.
    expect(runs({ every: 'day', at: '02:30' }, '2026-03-07T00:00:00Z', 'America/New_York', 3)).toEqual([
      '2026-03-07T07:30:00.000Z',
      '2026-03-08T07:30:00.000Z',
      '2026-03-09T06:30:00.000Z',
    ]);
    // It repeats 01:00–02:00 on Nov 1, 2026: 01:30 fires the first time (EDT, 05:30 UTC), not again an hour later.
    expect(runs({ every: 'day', at: '01:30' }, '2026-10-31T12:00:00Z', 'America/New_York', 2)).toEqual([
      '2026-11-01T05:30:00.000Z',
      '2026-11-02T06:30:00.000Z',
    ]);
  });

  it('is due at a given clock within the window, and the same occurrence keeps one event id', () => {
    const config = { every: 'day' as const, at: '08:00' };
    const at = (iso: string) => dueOccurrence(config, 'Europe/London', new Date(iso), 5 * 60_000)?.toISOString();
    expect(at('2026-11-30T07:59:59Z')).toBeUndefined();
    expect(at('2026-11-30T08:00:00Z')).toBe('2026-11-30T08:00:00.000Z');
    expect(at('2026-11-30T08:04:00Z')).toBe('2026-11-30T08:00:00.000Z');
    expect(at('2026-11-30T08:06:00Z')).toBeUndefined();
    const occurrence = new Date('2026-11-30T08:00:00Z');
    expect(scheduleEventId('A1', occurrence)).toBe(scheduleEventId('A1', new Date(occurrence)));
    expect(scheduleEventId('A1', occurrence).length).toBeLessThanOrEqual(64);
  });
});
