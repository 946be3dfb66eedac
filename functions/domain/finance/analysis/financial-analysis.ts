import {
  type ExpenseCategory,
  expenseCategories,
  type RevenueKind,
  revenueKindLabels,
  revenueKinds,
} from '@shared/catalog/finance-categories';
import { centsToDollars } from '@shared/format/money';
import { addDays, type CalendarDate, daysBetween } from '../calendar-date';
import type { DayTotals } from './day-totals';
import { type HealthComponent, healthComponents, healthScore } from './health-score';

/**
 * The figures of the Financial Management screen (spec §3: revenue, expenses, netIncome, profitMargin,
 * expenseCategories, healthScore), for the period ending `today` (30 days unless the user picks the dashboard's 7, 90
 * or 365), with trends against the period before.
 * Everything is computed from the day totals and known balances; the insights and recommendations are written
 * from these figures afterwards (`narrative.ts`). Amounts are dollars with cents; percentages have one decimal.
 */
export const ANALYSIS_DAYS = 30;
export const PERIOD_LABEL = 'Last 30 days';

export type Trend = 'up' | 'down' | 'stable';

export interface ExpenseCategoryFigure {
  category: ExpenseCategory;
  amount: number;
  /** Share of all expenses, percent. */
  percentage: number;
  /** Against the previous 30 days; `stable` within ±5%. */
  trend: Trend;
  /** Percent change; null when the previous 30 days had none. */
  change: number | null;
  previousAmount: number;
}

export interface RevenueKindFigure {
  kind: RevenueKind;
  label: string;
  amount: number;
  percentage: number;
}

export interface KnownBalance {
  type: 'checking' | 'savings' | 'credit' | 'other' | undefined;
  cents: number;
}

export interface FinancialFigures {
  hasData: boolean;
  period: { from: CalendarDate; to: CalendarDate; label: string };
  revenue: number;
  expenses: number;
  netIncome: number;
  /** Percent of revenue; null without revenue. */
  profitMargin: number | null;
  previous: { revenue: number; expenses: number; netIncome: number };
  revenueChange: number | null;
  expenseChange: number | null;
  expenseCategories: ExpenseCategoryFigure[];
  revenueByKind: RevenueKindFigure[];
  /** Income that is not a sale (interest, dividends). */
  otherIncome: number;
  topPayer: { name: string; amount: number; share: number } | null;
  cash: { balance: number | null; monthlyBurn: number | null; runwayMonths: number | null };
  latestTransactionDate: CalendarDate | null;
  daysSinceLatest: number | null;
  healthScore: number | null;
  healthComponents: HealthComponent[];
}

export interface AnalysisInput {
  today: CalendarDate;
  /** Day totals covering at least the last 60 days (others are ignored). */
  days: readonly DayTotals[];
  balances: readonly KnownBalance[];
  latestTransactionDate: CalendarDate | null;
  /** How many days the period covers, today included (the dashboard's ranges); 30 when absent. */
  periodDays?: number;
  /** What the screen calls the period ('Last 90 days'). */
  periodLabel?: string;
}

/** Burn and runway are per month whatever the period: a 7-day loss is not a month's. */
const MONTH_DAYS = 30;

export function analyseFinances(input: AnalysisInput): FinancialFigures {
  const periodDays = input.periodDays ?? ANALYSIS_DAYS;
  const from = addDays(input.today, -(periodDays - 1));
  const previousFrom = addDays(from, -periodDays);
  const current = summarise(input.days.filter((d) => d.date >= from && d.date <= input.today));
  const previous = summarise(input.days.filter((d) => d.date >= previousFrom && d.date < from));

  const revenueCents = current.salesCents + current.otherIncomeCents;
  const netCents = revenueCents - current.expensesCents;
  const previousRevenue = previous.salesCents + previous.otherIncomeCents;
  const profitMargin = revenueCents > 0 ? round1((netCents / revenueCents) * 100) : null;
  const expenseChange = change(current.expensesCents, previous.expensesCents);

  const cashCents = cashOf(input.balances);
  const burnCents = netCents < 0 ? Math.round((-netCents * MONTH_DAYS) / periodDays) : 0;
  const runwayMonths = cashCents !== null && burnCents > 0 ? round1(Math.max(0, cashCents) / burnCents) : null;

  const [topName, topCents] =
    [...Object.entries(current.payers)].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [];
  const topPayer =
    topName && topCents && revenueCents > 0
      ? { name: topName, amount: centsToDollars(topCents), share: round1((topCents / revenueCents) * 100) }
      : null;
  const daysSinceLatest = input.latestTransactionDate
    ? Math.max(0, daysBetween(input.latestTransactionDate, input.today))
    : null;

  const components = healthComponents({
    profitMargin,
    revenueCents,
    expensesCents: current.expensesCents,
    expenseChange,
    cashCents,
    runwayMonths,
    topPayerShare: topPayer?.share ?? null,
    daysSinceLatest,
  });

  return {
    hasData: input.latestTransactionDate !== null,
    period: { from, to: input.today, label: input.periodLabel ?? PERIOD_LABEL },
    revenue: centsToDollars(revenueCents),
    expenses: centsToDollars(current.expensesCents),
    netIncome: centsToDollars(netCents),
    profitMargin,
    previous: {
      revenue: centsToDollars(previousRevenue),
      expenses: centsToDollars(previous.expensesCents),
      netIncome: centsToDollars(previousRevenue - previous.expensesCents),
    },
    revenueChange: change(revenueCents, previousRevenue),
    expenseChange,
    expenseCategories: expenseCategories
      .map((category): ExpenseCategoryFigure => {
        const cents = current.byCategory[category] ?? 0;
        const before = previous.byCategory[category] ?? 0;
        const delta = change(cents, before);
        return {
          category,
          amount: centsToDollars(cents),
          percentage: current.expensesCents > 0 ? round1((cents / current.expensesCents) * 100) : 0,
          trend: delta === null ? (cents > 0 ? 'up' : 'stable') : delta > 5 ? 'up' : delta < -5 ? 'down' : 'stable',
          change: delta,
          previousAmount: centsToDollars(before),
        };
      })
      .filter((c) => c.amount !== 0 || c.previousAmount !== 0)
      .sort((a, b) => b.amount - a.amount || a.category.localeCompare(b.category)),
    revenueByKind: revenueKinds
      .map((kind) => {
        const cents = current.byKind[kind] ?? 0;
        return {
          kind,
          label: revenueKindLabels[kind],
          amount: centsToDollars(cents),
          percentage: current.salesCents > 0 ? round1((cents / current.salesCents) * 100) : 0,
        };
      })
      .filter((k) => k.amount !== 0),
    otherIncome: centsToDollars(current.otherIncomeCents),
    topPayer,
    cash: {
      balance: cashCents === null ? null : centsToDollars(cashCents),
      monthlyBurn: cashCents === null || burnCents === 0 ? null : centsToDollars(burnCents),
      runwayMonths,
    },
    latestTransactionDate: input.latestTransactionDate,
    daysSinceLatest,
    healthScore: input.latestTransactionDate === null ? null : healthScore(components),
    healthComponents: components,
  };
}

interface Summary {
  salesCents: number;
  otherIncomeCents: number;
  expensesCents: number;
  byCategory: Partial<Record<ExpenseCategory, number>>;
  byKind: Partial<Record<RevenueKind, number>>;
  payers: Record<string, number>;
}

function summarise(days: readonly DayTotals[]): Summary {
  const s: Summary = { salesCents: 0, otherIncomeCents: 0, expensesCents: 0, byCategory: {}, byKind: {}, payers: {} };
  for (const day of days) {
    for (const kind of revenueKinds) {
      const cents = day.income[kind] ?? 0;
      s.byKind[kind] = (s.byKind[kind] ?? 0) + cents;
      s.salesCents += cents;
    }
    s.otherIncomeCents += day.income.other ?? 0;
    for (const category of expenseCategories) {
      const cents = day.expenses[category] ?? 0;
      s.byCategory[category] = (s.byCategory[category] ?? 0) + cents;
      s.expensesCents += cents;
    }
    for (const [payer, cents] of Object.entries(day.payers)) s.payers[payer] = (s.payers[payer] ?? 0) + cents;
  }
  return s;
}

/** Cash in bank accounts: checking, savings and other deposit accounts; a card balance is debt, not cash. */
function cashOf(balances: readonly KnownBalance[]): number | null {
  const cash = balances.filter((b) => b.type !== 'credit');
  return cash.length === 0 ? null : cash.reduce((sum, b) => sum + b.cents, 0);
}

function change(now: number, before: number): number | null {
  return before === 0 ? null : round1(((now - before) / Math.abs(before)) * 100);
}

const round1 = (n: number) => Math.round(n * 10) / 10;
