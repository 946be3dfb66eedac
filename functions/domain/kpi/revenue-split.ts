import { revenueKindLabels } from '@shared/catalog/finance-categories';
import { centsToDollars } from '@shared/format/money';
import type { RevenueShare } from '@shared/schemas/kpi';
import { type DayMetrics, type IncomeKind, incomeKinds, revenueMetric, revenueSources } from './day-metrics';

const labels: Record<IncomeKind, string> = { ...revenueKindLabels, other: 'Other income' };

/**
 * Revenue by kind (spec §2's Subscriptions, One-time Sales, Recurring Services, Add-ons, plus income of no sale
 * kind such as interest), from connected apps and bank data together. Percentages are whole and add up to 100 by
 * largest remainder; a kind whose figure is negative (refunds beyond sales) shares 0 %.
 */
export function revenueSplit(total: DayMetrics): RevenueShare[] {
  const cents = incomeKinds.map((kind) =>
    revenueSources.reduce((sum, source) => sum + (total[revenueMetric(source, kind)] ?? 0), 0),
  );
  const percentages = wholePercentages(cents.map((c) => Math.max(0, c)));
  return incomeKinds.map((kind, i) => ({
    kind,
    label: labels[kind],
    amount: centsToDollars(cents[i]!),
    percentage: percentages[i]!,
  }));
}

/** Whole percentages of `values` that add up to exactly 100 (largest remainder); all 0 when the sum is 0. */
export function wholePercentages(values: readonly number[]): number[] {
  const sum = values.reduce((a, b) => a + b, 0);
  if (sum <= 0) return values.map(() => 0);
  const exact = values.map((v) => (v / sum) * 100);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((v, i) => ({ i, rest: v - floors[i]! })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return floors;
}
