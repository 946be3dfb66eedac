import { describe, expect, it } from 'vitest';
import { isoDateTime, isoDay, isoFromDateOnly, isoFromMsJsonDate, isoFromUnixSeconds, laterOf } from './dates';

describe('provider dates', () => {
  it('reads the forms providers write, as UTC ISO 8601', () => {
    expect(isoDateTime('2008-01-10T11:00:00-05:00')).toBe('2008-01-10T16:00:00.000Z');
    expect(isoFromDateOnly('2024-05-31')).toBe('2024-05-31T00:00:00.000Z');
    expect(isoFromUnixSeconds('1512085950.000216')).toBe('2017-11-30T23:52:30.000Z');
    expect(isoFromUnixSeconds(1234567890)).toBe('2009-02-13T23:31:30.000Z');
    expect(isoFromMsJsonDate('/Date(1539993600000+0000)/')).toBe('2018-10-20T00:00:00.000Z');
  });

  it('takes the UTC calendar day of a date or a date-time (an invoice due day)', () => {
    expect(isoDay('2024-05-31')).toBe('2024-05-31');
    expect(isoDay('2024-05-31T23:30:00-05:00')).toBe('2024-06-01');
    expect(isoDay(isoFromMsJsonDate('/Date(1539993600000+0000)/'))).toBe('2018-10-20');
    expect(isoDay(null)).toBeNull();
    expect(isoDay('whenever')).toBeNull();
  });

  it('answers null for what it cannot read instead of failing', () => {
    expect(isoDateTime('soon')).toBeNull();
    expect(isoFromUnixSeconds('')).toBeNull();
    expect(isoFromMsJsonDate(null)).toBeNull();
  });

  it('keeps the later of two marks', () => {
    expect(laterOf('2024-01-02T00:00:00Z', '2024-01-01T00:00:00Z')).toBe('2024-01-02T00:00:00Z');
    expect(laterOf(undefined, '2024-01-01T00:00:00Z')).toBe('2024-01-01T00:00:00Z');
    expect(laterOf(null, null)).toBeUndefined();
  });
});
