import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatInstantDate } from './format-date';

describe('US dates', () => {
  it('shows a calendar day as MMM dd, yyyy, never shifted by the time zone', () => {
    expect(formatDay('2026-12-10')).toBe('Dec 10, 2026');
    expect(formatDay('2024-03-01')).toBe('Mar 01, 2024');
    // A due date is that day's midnight UTC: still the 1st in every time zone.
    expect(formatDay('2026-12-01T00:00:00.000Z')).toBe('Dec 01, 2026');
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
});
