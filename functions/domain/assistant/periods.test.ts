import { describe, expect, it } from 'vitest';
import { parsePeriodText, periodIn, periodsIn, periodText, previousPeriod, resolvePeriod } from './periods';

/** A Friday. */
const TODAY = '2026-11-20';
const span = (text: string) => {
  const named = periodIn(text);
  return named ? resolvePeriod(named.period, TODAY) : null;
};

describe('the period a question names', () => {
  it('reads calendar months: the latest one, this one so far, or one with its year', () => {
    expect(span('spent on marketing in october')).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      label: 'October 2026',
    });
    expect(span('what did we spend last month')).toEqual(span('in october'));
    expect(span('revenue in december')).toEqual({ from: '2025-12-01', to: '2025-12-31', label: 'December 2025' });
    expect(span('payroll in feb 2024')).toEqual({ from: '2024-02-01', to: '2024-02-29', label: 'February 2024' });
    expect(span('revenue this month')).toEqual({ from: '2026-11-01', to: TODAY, label: 'November 2026 so far' });
    expect(resolvePeriod({ kind: 'last_month' }, '2026-01-15')).toMatchObject({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('reads quarters, years and calendar weeks', () => {
    expect(span('revenue in q3')).toEqual({ from: '2026-07-01', to: '2026-09-30', label: 'Q3 2026' });
    expect(span('the fourth quarter')).toEqual({ from: '2026-10-01', to: TODAY, label: 'Q4 2026 so far' });
    expect(span('last quarter')).toMatchObject({ from: '2026-07-01', to: '2026-09-30' });
    expect(resolvePeriod({ kind: 'last_quarter' }, '2026-02-10')).toMatchObject({
      from: '2025-10-01',
      to: '2025-12-31',
    });
    expect(span('year to date')).toEqual({ from: '2026-01-01', to: TODAY, label: '2026 so far' });
    expect(span('last year')).toEqual({ from: '2025-01-01', to: '2025-12-31', label: '2025' });
    expect(span('this week')).toMatchObject({ from: '2026-11-16', to: TODAY });
    expect(span('last week')).toMatchObject({ from: '2026-11-09', to: '2026-11-15' });
    expect(span('yesterday')).toEqual({ from: '2026-11-19', to: '2026-11-19', label: 'yesterday' });
  });

  it('reads a rolling span only when the words say one', () => {
    expect(span('top merchants last 30 days')).toEqual({ from: '2026-10-22', to: TODAY, label: 'the last 30 days' });
    expect(span('over the past two weeks')).toMatchObject({ from: '2026-11-07', label: 'the last 14 days' });
    expect(periodIn('revenue in the past month')?.period).toEqual({ kind: 'last_month' });
  });

  it('reads both periods of a comparison, in order', () => {
    expect(periodsIn('revenue this month compared with last month').map((p) => p.period)).toEqual([
      { kind: 'month_to_date' },
      { kind: 'last_month' },
    ]);
    expect(periodsIn('revenue in october vs september').map((p) => p.period.kind)).toEqual(['month', 'month']);
  });

  it('knows the period before each kind of period', () => {
    expect(previousPeriod({ kind: 'month_to_date' }, TODAY)).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
    expect(previousPeriod({ kind: 'month', month: 1, year: 2026 }, TODAY)).toMatchObject({ label: 'December 2025' });
    expect(previousPeriod({ kind: 'quarter', quarter: 3, year: null }, TODAY)).toMatchObject({ label: 'Q2 2026' });
    expect(previousPeriod({ kind: 'days', days: 30 }, TODAY)).toEqual({
      from: '2026-09-22',
      to: '2026-10-21',
      label: 'the 30 days before',
    });
  });

  it('writes every period as a tool argument and reads it back', () => {
    for (const text of [
      'this month',
      'last month',
      'in october 2025',
      'q3',
      'year to date',
      'last 30 days',
      'this week',
    ]) {
      const period = periodIn(text)!.period;
      expect(parsePeriodText(periodText(period))).toEqual(period);
    }
    expect(parsePeriodText('2026-Q2')).toEqual({ kind: 'quarter', quarter: 2, year: 2026 });
    expect(parsePeriodText('next decade')).toBeNull();
  });

  it('names no period where none was written', () => {
    expect(periodIn('where did we spend the most')).toBeNull();
    expect(periodIn('may i see the marketing spend')).toBeNull();
    expect(periodIn('in the last 5000 days')).toBeNull();
  });
});
