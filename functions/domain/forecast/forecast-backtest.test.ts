import { mean } from 'simple-statistics';
import { describe, expect, it } from 'vitest';
import { syntheticBusiness } from '../../../scripts/testing/synthetic-business';
import { augursForecasters } from '../../adapters/forecast/augurs-models';
import { addDays } from '../finance/calendar-date';
import { CASH_DAYS, computeCashModel, restSeries } from './cash-forecast';
import { cumulative, dailySeries, withoutOutliers } from './daily-series';
import { dailyTotals } from './flows';
import { seasonalNaive } from './models';
import { detectRecurring } from './recurring';
import { computeRevenueModel } from './revenue-forecast';

/**
 * Issue 34's backtest world: an 18-month business (weekly shape, December peak, growth, payroll every two weeks,
 * rent, subscriptions, noise) whose last 90 days are held out. The forecast made on the day before them is compared
 * with what happened, and with the same forecast whose modelled rest is plain seasonal naive. Two seeds, so the
 * method is not fitted to one draw of the noise.
 */
const from = '2025-04-01';
const end = '2026-09-30';
const asOf = addDays(end, -90);
const HORIZONS = [30, 60, 90] as const;
const forecasters = augursForecasters();

function heldOut(seed: string) {
  const business = syntheticBusiness(from, end, { seed });
  const history = business.transactions.filter((t) => t.date <= asOf);
  const startingBalanceCents = business.openingBalanceCents + history.reduce((sum, t) => sum + t.amountCents, 0);
  const future = business.transactions.filter((t) => t.date > asOf);
  const actual = cumulative(dailySeries(future, addDays(asOf, 1), end));
  const averageBalance = mean(
    cumulative(dailySeries(history, from, asOf)).map((c) => Math.abs(business.openingBalanceCents + c)),
  );
  const cash = computeCashModel({
    asOf,
    startingBalanceCents,
    transactions: history,
    statuses: new Map(),
    known: [],
    forecasters,
  });
  const recurring = dailyTotals(cash.flows, asOf, CASH_DAYS);
  const rest = withoutOutliers(restSeries(history, detectRecurring(history, asOf), from, asOf));
  const naiveRest = seasonalNaive(7)(rest, CASH_DAYS);
  /** Error of the balance at each horizon, % of the average balance, as the product reports it. */
  const cashErrors = (restDaily: readonly number[]) => {
    const predicted = cumulative(recurring.map((v, i) => v + (restDaily[i] ?? 0)));
    return HORIZONS.map((h) => (Math.abs((predicted[h - 1] ?? 0) - (actual[h - 1] ?? 0)) / averageBalance) * 100);
  };

  const revenueHistory = business.revenue.filter((d) => d.date <= asOf);
  const revenue = computeRevenueModel({ asOf, revenueDays: revenueHistory, recurringAndKnownIncome: [], forecasters });
  const months = revenue.points.slice(0, 3).map((p) => p.month);
  const actualMonth = (month: string) =>
    business.revenue.filter((d) => d.date.startsWith(month)).reduce((sum, d) => sum + d.amountCents, 0);
  const naiveDaily = seasonalNaive(7)(withoutOutliers(dailySeries(revenueHistory, from, asOf)), 92);
  const naiveMonth = (month: string) =>
    revenueHistory.filter((d) => d.date.startsWith(month)).reduce((sum, d) => sum + d.amountCents, 0) +
    naiveDaily.reduce((sum, v, i) => sum + (addDays(asOf, i + 1).startsWith(month) ? v : 0), 0);
  const ape = (predicted: number, month: string) =>
    (Math.abs(predicted - actualMonth(month)) / actualMonth(month)) * 100;

  return {
    cash,
    cashMeasured: cashErrors(cash.restDaily),
    cashNaive: cashErrors(naiveRest),
    revenue,
    revenueMeasured: revenue.points.slice(0, 3).map((p) => ape(p.revenueCents, p.month)),
    revenueNaive: months.map((month) => ape(naiveMonth(month), month)),
  };
}

describe.each(['forecast', 'third'])('the synthetic 18-month business (seed %s), last 90 days held out', (seed) => {
  const result = heldOut(seed);

  it('finds the payroll, rent and subscriptions, and nothing in the daily sales', () => {
    const history = syntheticBusiness(from, end, { seed }).transactions.filter((t) => t.date <= asOf);
    const found = detectRecurring(history, asOf).map((s) => [s.counterparty, s.cadence]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['Gusto Payroll', 'biweekly'],
        ['Main Street Properties', 'monthly'],
        ['Slack Technologies', 'monthly'],
        ['Adobe Creative Cloud', 'monthly'],
      ]),
    );
    expect(found.map(([name]) => name)).not.toContain('Stripe Payout');
  });

  it('forecasts the cash balance better than seasonal naive', () => {
    expect(result.cash.method).not.toBe('seasonal_naive');
    expect(mean(result.cashMeasured)).toBeLessThan(mean(result.cashNaive));
  });

  it('forecasts the revenue better than seasonal naive', () => {
    expect(result.revenue.method).not.toBe('seasonal_naive');
    expect(mean(result.revenueMeasured)).toBeLessThan(mean(result.revenueNaive));
  });

  it('reports the cash error it then makes, within 2 points at 30, 60 and 90 days', () => {
    const reported = result.cash.accuracy;
    expect(reported).not.toBeNull();
    HORIZONS.forEach((h, i) => {
      expect(Math.abs((reported?.[h] ?? 0) - (result.cashMeasured[i] ?? 0))).toBeLessThanOrEqual(2);
    });
  });

  it('reports the revenue error it then makes, within 2 points at one and three months', () => {
    const reported = result.revenue.accuracy;
    expect(reported).not.toBeNull();
    expect(Math.abs((reported?.month1 ?? 0) - (result.revenueMeasured[0] ?? 0))).toBeLessThanOrEqual(2);
    expect(Math.abs((reported?.month3 ?? 0) - (result.revenueMeasured[2] ?? 0))).toBeLessThanOrEqual(2);
  });
});
