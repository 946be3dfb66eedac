/**
 * The financial health score, 0–100: a weighted mean of five components, each 0–100 and computed from the data.
 * A component without the data it needs is left out (the weights of the others are rescaled) and says what would
 * fill it, so the score is never made up.
 *
 * | component             | weight | 0 at                      | 100 at                             |
 * |-----------------------|--------|---------------------------|------------------------------------|
 * | profit margin         | 30     | −20% or less              | +20% or more (0% scores 50)         |
 * | expense growth        | 20     | +50% or more vs prior 30d | flat or falling                    |
 * | cash runway           | 25     | no months of balances     | 12+ months, or not burning cash    |
 * | revenue concentration | 15     | all revenue from one payer| the largest customer 20% or less   |
 * | data freshness        | 10     | newest transaction 30+ d  | newest transaction within 3 days   |
 */
export type HealthComponentKey = 'margin' | 'expenseGrowth' | 'cashRunway' | 'revenueConcentration' | 'dataFreshness';

export interface HealthComponent {
  key: HealthComponentKey;
  label: string;
  weight: number;
  /** 0–100, or null when the data it needs is missing. */
  score: number | null;
  /** What it measured, in words with the figure (or what is missing). */
  detail: string;
  /** When the score is null: what would fill it, and where to do it. */
  missing?: { message: string; link: string };
}

export interface HealthInputs {
  /** Percent; null without revenue. */
  profitMargin: number | null;
  revenueCents: number;
  expensesCents: number;
  /** Percent change of expenses vs the previous 30 days; null when the previous 30 days had none. */
  expenseChange: number | null;
  /** Cash in bank accounts; null when no balance is known. */
  cashCents: number | null;
  /** Months the cash lasts at the last 30 days' net burn; null when not burning (or no cash known). */
  runwayMonths: number | null;
  /** Percent of revenue from the largest direct payer (customer); null without one. */
  topPayerShare: number | null;
  /** Days since the newest transaction; null without transactions. */
  daysSinceLatest: number | null;
}

const WEIGHTS: Record<HealthComponentKey, number> = {
  margin: 30,
  expenseGrowth: 20,
  cashRunway: 25,
  revenueConcentration: 15,
  dataFreshness: 10,
};

const FILL_WITH_DATA = { link: '/financial', message: 'Link a bank or upload a statement' };

export function healthComponents(inputs: HealthInputs): HealthComponent[] {
  const c = (key: HealthComponentKey, label: string, score: number | null, detail: string, missing?: string) => ({
    key,
    label,
    weight: WEIGHTS[key],
    score: score === null ? null : Math.round(clamp(score)),
    detail,
    ...(score === null && missing ? { missing: { ...FILL_WITH_DATA, message: missing } } : {}),
  });
  const hasActivity = inputs.revenueCents !== 0 || inputs.expensesCents !== 0;
  return [
    c(
      'margin',
      'Profit margin',
      !hasActivity ? null : inputs.profitMargin === null ? 0 : ((inputs.profitMargin + 20) / 40) * 100,
      inputs.profitMargin === null ? 'No revenue in the last 30 days' : `Profit margin ${inputs.profitMargin}%`,
      'Needs income or expenses in the last 30 days: link a bank or upload a recent statement',
    ),
    c(
      'expenseGrowth',
      'Expense growth',
      inputs.expenseChange === null ? null : 100 - Math.max(0, inputs.expenseChange) * 2,
      inputs.expenseChange === null
        ? 'No expenses in the previous 30 days to compare with'
        : `Expenses ${inputs.expenseChange >= 0 ? 'up' : 'down'} ${Math.abs(inputs.expenseChange)}% on the previous 30 days`,
      'Needs 60 days of transactions: upload the previous month’s statement too',
    ),
    c(
      'cashRunway',
      'Cash runway',
      inputs.cashCents === null ? null : inputs.runwayMonths === null ? 100 : (inputs.runwayMonths / 12) * 100,
      inputs.cashCents === null
        ? 'No account balance known'
        : inputs.runwayMonths === null
          ? 'Not burning cash in the last 30 days'
          : `Cash covers ${inputs.runwayMonths} months at the last 30 days’ burn`,
      'Needs an account balance: link a bank, or upload a statement that shows balances',
    ),
    c(
      'revenueConcentration',
      'Revenue concentration',
      inputs.topPayerShare === null ? null : ((100 - inputs.topPayerShare) / 80) * 100,
      inputs.topPayerShare === null
        ? 'No revenue in the last 30 days'
        : `Largest customer ${inputs.topPayerShare}% of revenue`,
      'Needs revenue in the last 30 days',
    ),
    c(
      'dataFreshness',
      'Data freshness',
      inputs.daysSinceLatest === null ? null : 100 - ((Math.max(3, inputs.daysSinceLatest) - 3) / 27) * 100,
      inputs.daysSinceLatest === null ? 'No transactions' : `Newest transaction ${inputs.daysSinceLatest} days old`,
      'Needs transactions: link a bank or upload a statement',
    ),
  ];
}

/** The weighted mean of the components that have data, or null when none has. */
export function healthScore(components: readonly HealthComponent[]): number | null {
  const scored = components.filter((c) => c.score !== null);
  const weight = scored.reduce((sum, c) => sum + c.weight, 0);
  if (weight === 0) return null;
  return Math.round(scored.reduce((sum, c) => sum + c.weight * c.score!, 0) / weight);
}

const clamp = (n: number) => Math.min(100, Math.max(0, n));
