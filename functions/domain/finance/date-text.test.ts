import { describe, expect, it } from 'vitest';
import { dateInPeriod, fallbackOrder, orderEvidence, readDate, resolveDate } from './date-text';

describe('readDate', () => {
  it.each([
    ['2026-03-04', '2026-03-04'],
    ['2026/3/4', '2026-03-04'],
    ['20260304', '2026-03-04'],
    ['4 Mar 2026', '2026-03-04'],
    ['04-MAR-26', '2026-03-04'],
    ['Mar 4, 2026', '2026-03-04'],
    ['March 4 2026', '2026-03-04'],
    ['4. März 2026', undefined],
    ['2026-03-04 10:12:44', '2026-03-04'],
    ['2026-03-04T10:12:44Z', '2026-03-04'],
  ])('reads %s as an exact date', (text, date) => {
    const reading = readDate(text);
    if (date === undefined) expect(reading).toBeUndefined();
    else expect(reading).toEqual({ kind: 'exact', date });
  });

  it('keeps numeric dates undecided until the file decides', () => {
    expect(readDate('03/04/2026')).toEqual({ kind: 'numeric', first: 3, second: 4, year: 2026, separator: '/' });
    expect(readDate('30.04.26')).toEqual({ kind: 'numeric', first: 30, second: 4, year: 2026, separator: '.' });
    expect(readDate('02/07')).toEqual({ kind: 'numeric', first: 2, second: 7, year: undefined, separator: '/' });
  });

  it('reads month names without a year as month-day', () => {
    expect(readDate('05 Jan')).toEqual({ kind: 'month-day', month: 1, day: 5 });
    expect(readDate('Jan 5')).toEqual({ kind: 'month-day', month: 1, day: 5 });
  });

  it.each(['13/13/2026', '2026-02-30', '31 Feb 2026', 'Foo 5', '12.50', 'yesterday', ''])('refuses %j', (text) => {
    const reading = readDate(text);
    expect(reading && resolveDate(reading, 'DMY') && resolveDate(reading, 'MDY')).toBeFalsy();
  });
});

describe('date order', () => {
  it('takes evidence only from values that fit one order', () => {
    expect(orderEvidence(readDate('13/02/2026')!)).toBe('DMY');
    expect(orderEvidence(readDate('02/13/2026')!)).toBe('MDY');
    expect(orderEvidence(readDate('02/03/2026')!)).toBeUndefined();
  });

  it('prefers the order that puts yearless dates inside the statement period', () => {
    const january = { start: '2026-01-01', end: '2026-01-31' };
    const inJanuary = ['01/05', '01/09', '01/12'].map((t) => readDate(t)!);
    expect(fallbackOrder(inJanuary, { decimalComma: true, period: () => january })).toBe('MDY');
    const may = { start: '2026-05-01', end: '2026-05-31' };
    const inMay = ['01/05', '09/05', '12/05'].map((t) => readDate(t)!);
    expect(fallbackOrder(inMay, { decimalComma: false, period: () => may })).toBe('DMY');
  });

  it('falls back to the convention of the file when nothing else decides', () => {
    const one = [readDate('03/04/2026')!];
    expect(fallbackOrder(one, { decimalComma: false })).toBe('MDY');
    expect(fallbackOrder(one, { decimalComma: true })).toBe('DMY');
    expect(fallbackOrder([readDate('03.04.2026')!], { decimalComma: false })).toBe('DMY');
  });

  it('dates a yearless day from the period, across a year end', () => {
    const period = { start: '2025-12-15', end: '2026-01-14' };
    expect(dateInPeriod(12, 20, period)).toBe('2025-12-20');
    expect(dateInPeriod(1, 5, period)).toBe('2026-01-05');
    expect(dateInPeriod(6, 5, period)).toBeUndefined();
    expect(dateInPeriod(2, 29, { start: '2028-02-01', end: '2028-02-29' })).toBe('2028-02-29');
  });
});
