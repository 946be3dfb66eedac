import { describe, expect, it } from 'vitest';
import { periodIn, resolvePeriod } from './periods';

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
    expect(span('spending this month')).toEqual({
      from: '2026-11-01',
      to: '2026-11-20',
      label: 'November 2026 so far',
    });
    expect(resolvePeriod({ kind: 'last_month' }, '2026-01-15')).toMatchObject({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('reads rolling spans ending today, years, and single days', () => {
    expect(span('top merchants last 30 days')).toEqual({
      from: '2026-10-22',
      to: TODAY,
      label: 'the last 30 days',
    });
    expect(span('over the past two weeks')).toMatchObject({ from: '2026-11-07', label: 'the last 14 days' });
    expect(span('this week')).toMatchObject({ from: '2026-11-14', to: TODAY });
    expect(span('this year')).toEqual({ from: '2026-01-01', to: TODAY, label: '2026 so far' });
    expect(span('last year')).toEqual({ from: '2025-01-01', to: '2025-12-31', label: '2025' });
    expect(span('yesterday')).toEqual({ from: '2026-11-19', to: '2026-11-19', label: 'yesterday' });
  });

  it('names no period where none was written', () => {
    expect(periodIn('where did we spend the most')).toBeNull();
    expect(periodIn('may i see the marketing spend')).toBeNull();
    expect(periodIn('in the last 5000 days')).toBeNull();
  });
});
