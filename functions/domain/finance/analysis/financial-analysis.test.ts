import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar-date';
import { type CategorisedTransaction, dayTotalsDelta, sumDayTotals } from './day-totals';
import { analyseFinances } from './financial-analysis';
import { healthScore } from './health-score';

const today = '2026-03-31';
const ago = (days: number) => addDays(today, -days);

function tx(
  daysAgo: number,
  amount: number,
  category: CategorisedTransaction['category'],
  merchant = 'Someone',
  revenueKind?: CategorisedTransaction['revenueKind'],
): CategorisedTransaction {
  return { date: ago(daysAgo), amountCents: Math.round(amount * 100), category, revenueKind, merchant };
}

const days = (transactions: CategorisedTransaction[]) => sumDayTotals(transactions.map((t) => dayTotalsDelta(t)));

const month = [
  // The last 30 days.
  tx(2, 6000, 'Income', 'Acme Retail Co', 'recurring_services'),
  tx(10, 3000, 'Income', 'Stripe', 'subscriptions'),
  tx(20, 1000, 'Income', 'Square', 'one_time_sales'),
  tx(5, -4000, 'Payroll'),
  tx(6, -1500, 'Operations'),
  tx(7, 200, 'Operations', 'Staples'), // a refund
  tx(8, -700, 'Marketing'),
  tx(9, -300, 'Technology'),
  tx(11, -5000, 'Transfer'), // to savings: neither earned nor spent
  tx(29, -100, 'Utilities'),
  // The 30 days before.
  tx(35, 8000, 'Income', 'Acme Retail Co', 'recurring_services'),
  tx(40, -4000, 'Payroll'),
  tx(41, -500, 'Marketing'),
  tx(42, -300, 'Technology'),
  tx(43, -100, 'Utilities'),
  tx(44, -1000, 'Operations'),
  // Older than 60 days: outside both windows.
  tx(61, -99999, 'Payroll'),
];

describe('analyseFinances', () => {
  const figures = analyseFinances({
    today,
    days: days(month),
    balances: [
      { type: 'checking', cents: 1_200_000 },
      { type: 'credit', cents: -150_000 },
    ],
    latestTransactionDate: ago(2),
  });

  it('sums the last 30 days: refunds reduce their category, transfers count for nothing', () => {
    expect(figures.period).toEqual({ from: '2026-03-02', to: today, label: 'Last 30 days' });
    expect(figures.revenue).toBe(10000);
    expect(figures.expenses).toBe(6400);
    expect(figures.netIncome).toBe(3600);
    expect(figures.profitMargin).toBe(36);
  });

  it('breaks expenses into categories with shares and trends against the previous 30 days', () => {
    expect(figures.expenseCategories).toEqual([
      { category: 'Payroll', amount: 4000, percentage: 62.5, trend: 'stable', change: 0, previousAmount: 4000 },
      { category: 'Operations', amount: 1300, percentage: 20.3, trend: 'up', change: 30, previousAmount: 1000 },
      { category: 'Marketing', amount: 700, percentage: 10.9, trend: 'up', change: 40, previousAmount: 500 },
      { category: 'Technology', amount: 300, percentage: 4.7, trend: 'stable', change: 0, previousAmount: 300 },
      { category: 'Utilities', amount: 100, percentage: 1.6, trend: 'stable', change: 0, previousAmount: 100 },
    ]);
    expect(figures.expenseChange).toBe(8.5);
    expect(figures.revenueChange).toBe(25);
  });

  it('splits revenue by kind and finds the largest payer', () => {
    expect(figures.revenueByKind.map((k) => [k.label, k.amount, k.percentage])).toEqual([
      ['Subscriptions', 3000, 30],
      ['One-time Sales', 1000, 10],
      ['Recurring Services', 6000, 60],
    ]);
    expect(figures.topPayer).toEqual({ name: 'Acme Retail Co', amount: 6000, share: 60 });
  });

  it('counts bank balances as cash (not card debt) and scores health from documented components', () => {
    expect(figures.cash).toEqual({ balance: 12000, monthlyBurn: null, runwayMonths: null });
    expect(figures.healthComponents.map((c) => [c.key, c.score])).toEqual([
      ['margin', 100],
      ['expenseGrowth', 83],
      ['cashRunway', 100],
      ['revenueConcentration', 50],
      ['dataFreshness', 100],
    ]);
    // (30×100 + 20×83 + 25×100 + 15×50 + 10×100) / 100
    expect(figures.healthScore).toBe(89);
  });

  it('computes the runway when the business burns cash, and leaves out what it cannot know', () => {
    const losing = analyseFinances({
      today,
      days: days([tx(3, 1000, 'Income', 'A', 'one_time_sales'), tx(4, -4000, 'Payroll')]),
      balances: [{ type: 'checking', cents: 900_000 }],
      latestTransactionDate: ago(3),
    });
    expect(losing.netIncome).toBe(-3000);
    expect(losing.cash).toEqual({ balance: 9000, monthlyBurn: 3000, runwayMonths: 3 });
    expect(losing.healthComponents.find((c) => c.key === 'cashRunway')!.score).toBe(25);
    expect(losing.healthComponents.find((c) => c.key === 'expenseGrowth')).toMatchObject({
      score: null,
      missing: {
        message: 'Needs 60 days of transactions: upload the previous month’s statement too',
        link: '/financial',
      },
    });
    const noBalance = analyseFinances({ today, days: days(month), balances: [], latestTransactionDate: ago(2) });
    expect(noBalance.healthComponents.find((c) => c.key === 'cashRunway')!.score).toBeNull();
    expect(noBalance.healthScore).toBe(healthScore(noBalance.healthComponents));
  });

  it('says there is no data rather than scoring nothing', () => {
    const empty = analyseFinances({ today, days: [], balances: [], latestTransactionDate: null });
    expect(empty).toMatchObject({ hasData: false, revenue: 0, expenses: 0, profitMargin: null, healthScore: null });
    expect(empty.expenseCategories).toEqual([]);
  });

  it('ages the data: a month-old statement scores freshness 0', () => {
    const stale = analyseFinances({ today, days: days(month), balances: [], latestTransactionDate: ago(30) });
    expect(stale.healthComponents.find((c) => c.key === 'dataFreshness')!.score).toBe(0);
  });
});

describe('the analysis period, chosen like the dashboard’s', () => {
  const input = { today, days: days(month), balances: [], latestTransactionDate: ago(2) };

  it('covers the last 7 days against the 7 before when asked', () => {
    const week = analyseFinances({ ...input, periodDays: 7, periodLabel: 'Last 7 days' });
    expect(week.period).toEqual({ from: ago(6), to: today, label: 'Last 7 days' });
    // Days 2–6 of the month's rows: 6,000 in; 4,000 + 1,500 out.
    expect([week.revenue, week.expenses]).toEqual([6000, 5500]);
    // Days 7–13 before it: 3,000 in; 700 + 300 out, less the 200 refund.
    expect(week.previous).toEqual({ revenue: 3000, expenses: 800, netIncome: 2200 });
  });

  it('covers the last 90 days, and 30 when no period is given', () => {
    const quarter = analyseFinances({ ...input, periodDays: 90, periodLabel: 'Last 90 days' });
    expect(quarter.period.from).toBe(ago(89));
    expect(quarter.revenue).toBe(18000);
    expect(analyseFinances(input).period).toEqual({ from: ago(29), to: today, label: 'Last 30 days' });
  });
});
