import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatInstantDate, formatLongDay, formatRelative } from './format-date';

describe('US dates', () => {
  it('shows a calendar day as MMM dd, yyyy, never shifted by the time zone', () => {
    expect(formatDay('2026-12-10')).toBe('Dec 10, 2026');
    expect(formatDay('2024-03-01')).toBe('Mar 01, 2024');
    // A due date is that day's midnight UTC: still the 1st in every time zone.
    expect(formatDay('2026-12-01T00:00:00.000Z')).toBe('Dec 01, 2026');
  });

  it("shows the forecast's calendar day unpadded, in UTC", () => {
    expect(formatLongDay('2026-12-01')).toBe('Dec 1, 2026');
    expect(formatLongDay('2027-01-31')).toBe('Jan 31, 2027');
  });

  it('shows text that is not a date as it was written', () => {
    expect(formatDay('next quarter')).toBe('next quarter');
  });

  it('shows an instant on the reader’s calendar', () => {
    const iso = '2026-11-20T12:00:00.000Z';
    const local = new Date(iso);
    expect(formatInstantDate(iso)).toBe(
      `${local.toLocaleString('en-US', { month: 'short' })} ${String(local.getDate()).padStart(2, '0')}, 2026`,
    );
    expect(formatDateTime(iso)).toMatch(/^11\/2\d\/26, \d{1,2}:00:00 [AP]M$/);
  });

  it('says how long ago or how soon an instant is', () => {
    const now = new Date('2026-03-02T12:00:00.000Z');
    expect(formatRelative('2026-03-02T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(formatRelative('2026-03-02T13:00:00.000Z', now)).toBe('in 1 hour');
    expect(formatRelative('2026-03-02T11:59:40.000Z', now)).toBe('just now');
    expect(formatRelative('2026-02-28T12:00:00.000Z', now)).toBe('2 days ago');
  });
});
