import { describe, expect, it } from 'vitest';
import { chartBuckets } from './chart-buckets';
import { kpiPeriods } from './kpi-periods';
import { dateInZone, isTimeZone } from './zoned-date';

describe('kpi periods', () => {
  it('end with today and include it; the previous period has the same length just before', () => {
    expect(kpiPeriods('7d', '2026-11-22')).toEqual({
      days: 7,
      current: { from: '2026-11-16', to: '2026-11-22' },
      previous: { from: '2026-11-09', to: '2026-11-15' },
    });
    expect(kpiPeriods('30d', '2026-03-01')).toMatchObject({
      current: { from: '2026-01-31', to: '2026-03-01' },
      previous: { from: '2026-01-01', to: '2026-01-30' },
    });
    expect(kpiPeriods('365d', '2026-11-22')).toMatchObject({
      current: { from: '2025-11-23', to: '2026-11-22' },
      previous: { from: '2024-11-23', to: '2025-11-22' },
    });
  });

  it('span a leap day like any other day', () => {
    expect(kpiPeriods('7d', '2028-03-02').current).toEqual({ from: '2028-02-25', to: '2028-03-02' });
    expect(kpiPeriods('365d', '2028-12-31').current.from).toBe('2028-01-02');
  });
});

describe('the workspace time zone', () => {
  it('puts an instant on the day it falls on in the zone, not in UTC', () => {
    const lateEvening = '2026-11-23T03:30:00Z'; // 22:30 on Nov 22 in New York
    expect(dateInZone(lateEvening, 'UTC')).toBe('2026-11-23');
    expect(dateInZone(lateEvening, 'America/New_York')).toBe('2026-11-22');
    expect(dateInZone('2026-11-22T13:00:00Z', 'Pacific/Kiritimati')).toBe('2026-11-23');
  });

  it('knows real zones and refuses made-up ones', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('chart buckets', () => {
  it('7d and 30d: one point a day, labelled like "Nov 22"', () => {
    const week = chartBuckets('7d', '2026-11-22');
    expect(week.map((b) => b.label)).toEqual(['Nov 16', 'Nov 17', 'Nov 18', 'Nov 19', 'Nov 20', 'Nov 21', 'Nov 22']);
    const month = chartBuckets('30d', '2026-11-22');
    expect(month).toHaveLength(30);
    expect(month[0]).toEqual({ from: '2026-10-24', to: '2026-10-24', label: 'Oct 24' });
  });

  it('90d: 13 weekly points ending today, the oldest holding the 6 days left over', () => {
    const weeks = chartBuckets('90d', '2026-11-22');
    expect(weeks).toHaveLength(13);
    expect(weeks.at(-1)).toEqual({ from: '2026-11-16', to: '2026-11-22', label: 'Nov 16–22' });
    expect(weeks.at(-4)!.label).toBe('Oct 26–Nov 1');
    expect(weeks[0]).toEqual({ from: '2026-08-25', to: '2026-08-30', label: 'Aug 25–30' });
    // Together they cover the range exactly, each day once.
    const days = weeks.reduce((n, w) => n + (Date.parse(w.to) - Date.parse(w.from)) / 86_400_000 + 1, 0);
    expect(days).toBe(90);
  });

  it('365d: the 12 calendar months ending with this one, labelled like "Nov 2026"', () => {
    const months = chartBuckets('365d', '2026-11-22');
    expect(months.map((m) => m.label)).toEqual([
      'Dec 2025',
      'Jan 2026',
      'Feb 2026',
      'Mar 2026',
      'Apr 2026',
      'May 2026',
      'Jun 2026',
      'Jul 2026',
      'Aug 2026',
      'Sep 2026',
      'Oct 2026',
      'Nov 2026',
    ]);
    expect(months[0]).toMatchObject({ from: '2025-12-01', to: '2025-12-31' });
    expect(months[1]).toMatchObject({ from: '2026-01-01', to: '2026-01-31' });
    expect(months[2]).toMatchObject({ to: '2026-02-28' });
    expect(months.at(-1)).toMatchObject({ from: '2026-11-01', to: '2026-11-22' });
  });
});
