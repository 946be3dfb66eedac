import { describe, expect, it } from 'vitest';
import { revenueSplit, wholePercentages } from './revenue-split';

describe('revenue split', () => {
  it('adds apps and bank revenue per kind and gives whole percentages that add up to 100', () => {
    const split = revenueSplit({
      'revenue.apps.subscriptions': 30_000,
      'revenue.bank.subscriptions': 15_000,
      'revenue.bank.one_time_sales': 25_000,
      'revenue.apps.recurring_services': 20_000,
      'revenue.apps.add_ons': 10_000,
    });
    expect(split.map((s) => [s.label, s.amount, s.percentage])).toEqual([
      ['Subscriptions', 450, 45],
      ['One-time Sales', 250, 25],
      ['Recurring Services', 200, 20],
      ['Add-ons', 100, 10],
      ['Other income', 0, 0],
    ]);
  });

  it('rounds by largest remainder so thirds still add up to 100', () => {
    expect(wholePercentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholePercentages([2, 1])).toEqual([67, 33]);
    expect(wholePercentages([0, 0])).toEqual([0, 0]);
  });

  it('gives a kind with more refunds than sales 0 % and keeps its negative amount', () => {
    const split = revenueSplit({ 'revenue.apps.one_time_sales': -500, 'revenue.bank.other': 1_000 });
    expect(split.find((s) => s.kind === 'one_time_sales')).toMatchObject({ amount: -5, percentage: 0 });
    expect(split.find((s) => s.kind === 'other')).toMatchObject({ amount: 10, percentage: 100 });
  });
});
