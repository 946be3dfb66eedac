import { mean } from 'simple-statistics';
import { describe, expect, it } from 'vitest';
import { syntheticBusiness } from '../../../scripts/testing/synthetic-business';
import { augursForecasters } from '../../adapters/forecast/augurs-models';
import { addDays, daysBetween } from '../finance/calendar-date';
import { computeCashModel } from './cash-forecast';
import { cashView } from './cash-view';
import { dailySeries } from './daily-series';
import { seasonalNaive } from './models';

/**
 * Issue 34's backtest: an 18-month business whose last 90 days are held out. The forecast made on the day before
 * them must beat plain seasonal naive (last week again) on cash, and the accuracy it reports from its own backtest must
 * be within 2 percentage points of the error it then makes.
 */
const from = '2025-04-01';
const end = '2026-09-30';
const asOf = addDays(end, -90);
const business = syntheticBusiness(from, end);
const history = business.transactions.filter((t) => t.date <= asOf);
const daily = dailySeries(business.transactions, from, end);
const balanceAt = (date: string) =>
  business.openingBalanceCents + daily.slice(0, daysBetween(from, date) + 1).reduce((a, b) => a + b, 0);
const forecasters = augursForecasters();

describe('the forecast of a synthetic 18-month business, last 90 days held out', () => {
  const model = computeCashModel({
    asOf,
    startingBalanceCents: balanceAt(asOf),
    transactions: history,
    statuses: new Map(),
    known: [],
    forecasters,
  });
  const view = cashView(model, 13);
  const historyDays = daily.slice(0, daysBetween(from, asOf) + 1);
  const averageBalance = mean(historyDays.map((_, i) => balanceAt(addDays(from, i))));

  it('finds the payroll, rent and subscriptions', () => {
    const found = model.series.map((s) => [s.counterparty, s.cadence]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['Gusto Payroll', 'biweekly'],
        ['Main Street Properties', 'monthly'],
        ['Slack Technologies', 'monthly'],
        ['Adobe Creative Cloud', 'monthly'],
      ]),
    );
  });

  it('beats seasonal naive on the balance at 30, 60 and 90 days', () => {
    const naive = seasonalNaive(7)(historyDays, 91);
    let naiveBalance = balanceAt(asOf);
    const naiveAt = naive.map((v) => {
      naiveBalance += v;
      return naiveBalance;
    });
    const ours: number[] = [];
    const theirs: number[] = [];
    for (const h of [30, 60, 90]) {
      const actual = balanceAt(addDays(asOf, h));
      ours.push(Math.abs((view.points[h - 1]?.balance ?? 0) * 100 - actual));
      theirs.push(Math.abs((naiveAt[h - 1] ?? 0) - actual));
    }
    expect(mean(ours)).toBeLessThan(mean(theirs));
  });

  it('reports an accuracy within 2 percentage points of the error it makes', () => {
    expect(model.accuracy).not.toBeNull();
    for (const h of [30, 60, 90] as const) {
      const actual = balanceAt(addDays(asOf, h));
      const measured = (Math.abs((view.points[h - 1]?.balance ?? 0) * 100 - actual) / averageBalance) * 100;
      expect(Math.abs((model.accuracy?.[h] ?? 0) - measured)).toBeLessThanOrEqual(2);
    }
  });
});
