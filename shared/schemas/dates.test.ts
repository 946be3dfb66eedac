import { describe, expect, it } from 'vitest';
import { calendarDateSchema } from './dates';

describe('calendarDateSchema', () => {
  const date = calendarDateSchema('Hire date is required');

  it('keeps real dates, and the date part of a date-time', () => {
    expect(date.parse('2024-02-29')).toBe('2024-02-29');
    expect(date.parse(' 2026-12-01T00:00:00.000Z ')).toBe('2026-12-01');
  });

  it('refuses dates the calendar does not have, and anything else, with the one message', () => {
    for (const value of ['2024-02-31', '2023-02-29', '2024-13-01', '2024-04-31', '2024-00-10', '31/01/2024', '', 'x']) {
      expect(date.safeParse(value).error?.issues[0]?.message).toBe('Hire date is required');
    }
  });
});
