import { mean, quantile } from 'simple-statistics';
import { addDays, type CalendarDate, daysBetween } from '../finance/calendar-date';
import { backtestOrigins, chooseMethod, type MethodBacktest } from './backtest';
import { MIN_MODEL_DAYS } from './cash-forecast';
import { type DatedCents, dailySeries, withoutOutliers } from './daily-series';
import type { Flow } from './flows';
import { candidateMethods, type Forecasters, type ModelMethod, type SeriesForecaster } from './models';

export const REVENUE_MONTHS = 12;
/** The backtest's horizon: three 30-day months, for the error at one and three months. */
const BACKTEST_DAYS = 90;
const BLOCK_DAYS = 30;

export interface RevenueInput {
  asOf: CalendarDate;
  /** Revenue per day as the dashboard counts it (`revenueCents` of the day rollups), up to `asOf`. */
  revenueDays: readonly DatedCents[];
  /** With less than three months of history: the recurring income and open invoices the forecast is made of. */
  recurringAndKnownIncome: readonly Flow[];
  forecasters: Forecasters;
}

export interface RevenuePoint {
  /** `YYYY-MM`. */
  month: string;
  revenueCents: number;
  lowCents: number;
  highCents: number;
}

/** Mean absolute percentage error of a month's revenue, one and three months ahead. */
export interface MonthErrors {
  month1: number;
  month3: number;
}

export interface RevenueModel {
  points: RevenuePoint[];
  method: ModelMethod | 'recurring_and_known';
  accuracy: MonthErrors | null;
  baseline: MonthErrors | null;
  lowConfidence: boolean;
}

/**
 * Revenue by calendar month for the next twelve (the current month's figure includes what already came in), from
 * the dashboard's own daily revenue, forecast day by day with the method that had the lowest error at one and three
 * months in the backtest; the 80% interval comes from that backtest's errors.
 */
export function computeRevenueModel(input: RevenueInput): RevenueModel {
  const { asOf } = input;
  const history = input.revenueDays.filter((d) => d.date <= asOf && d.amountCents !== 0);
  const dataFrom = history.reduce<CalendarDate | null>((min, d) => (!min || d.date < min ? d.date : min), null);
  const days = dataFrom ? daysBetween(dataFrom, asOf) + 1 : 0;
  const months = nextMonths(asOf);
  const horizon = daysBetween(asOf, monthEnd(months.at(-1) as string));
  const soFar = dataFrom ? monthToDate(history, asOf) : 0;

  if (!dataFrom || days < MIN_MODEL_DAYS) {
    const income = input.recurringAndKnownIncome.filter((f) => f.amountCents > 0);
    return {
      points: months.map((month, i) => {
        const cents = income.filter((f) => f.date.startsWith(month)).reduce((s, f) => s + f.amountCents, 0);
        const total = cents + (i === 0 ? soFar : 0);
        return { month, revenueCents: total, lowCents: total, highCents: total };
      }),
      method: 'recurring_and_known',
      accuracy: null,
      baseline: null,
      lowConfidence: true,
    };
  }

  const series = dailySeries(history, dataFrom, asOf);
  const methods = candidateMethods(input.forecasters, days);
  const { backtests, actualBlocks } = backtestRevenue(series, methods);
  const errorsOf = (b: MethodBacktest): MonthErrors | null =>
    b.folds.length === 0 ? null : { month1: mape(b, actualBlocks, 0), month3: mape(b, actualBlocks, 2) };
  const score = (b: MethodBacktest) => mape(b, actualBlocks, 0) + mape(b, actualBlocks, 2);
  const chosen = actualBlocks.length ? chooseMethod(backtests, score) : undefined;
  const method = chosen?.method ?? 'seasonal_naive';
  const forecast = (methods[method] as SeriesForecaster)(withoutOutliers(series), horizon).map((v) => Math.max(0, v));

  const points = months.map((month, i) => {
    const start = Math.max(0, daysBetween(asOf, `${month}-01`) - 1);
    const end = daysBetween(asOf, monthEnd(month));
    const predicted = Math.round(forecast.slice(start, end).reduce((a, b) => a + b, 0));
    const ratios = chosen ? actualRatios(chosen, actualBlocks, Math.round(end / BLOCK_DAYS)) : null;
    const spread = Math.sqrt(Math.max(1, end / BACKTEST_DAYS));
    const low = ratios ? Math.min(1, 1 - (1 - quantile(ratios, 0.1)) * spread) : 1;
    const high = ratios ? Math.max(1, 1 + (quantile(ratios, 0.9) - 1) * spread) : 1;
    const actual = i === 0 ? soFar : 0;
    return {
      month,
      revenueCents: actual + predicted,
      lowCents: actual + Math.max(0, Math.round(predicted * low)),
      highCents: actual + Math.round(predicted * high),
    };
  });
  return {
    points,
    method,
    accuracy: chosen ? errorsOf(chosen) : null,
    baseline: errorsOf(backtests.find((b) => b.method === 'seasonal_naive') as MethodBacktest),
    lowConfidence: false,
  };
}

/** Each method's error (forecast − actual) on each of three 30-day months after each origin. */
function backtestRevenue(series: readonly number[], methods: Record<string, SeriesForecaster>) {
  const backtests: MethodBacktest[] = Object.keys(methods).map((m) => ({ method: m as ModelMethod, folds: [] }));
  const actualBlocks: number[][] = [];
  for (const origin of backtestOrigins(series.length, BACKTEST_DAYS)) {
    const training = withoutOutliers(series.slice(0, origin));
    const actual = blocks(series.slice(origin, origin + BACKTEST_DAYS));
    actualBlocks.push(actual);
    for (const backtest of backtests) {
      const predicted = blocks((methods[backtest.method] as SeriesForecaster)(training, BACKTEST_DAYS));
      backtest.folds.push(predicted.map((p, i) => Math.max(0, p) - (actual[i] ?? 0)));
    }
  }
  return { backtests, actualBlocks };
}

const blocks = (days: readonly number[]) =>
  [0, 1, 2].map((b) => days.slice(b * BLOCK_DAYS, (b + 1) * BLOCK_DAYS).reduce((a, v) => a + Math.max(0, v), 0));

function mape(backtest: MethodBacktest, actualBlocks: readonly number[][], block: number): number {
  const errors = backtest.folds
    .map((errors, fold) => ({ error: errors[block] ?? 0, actual: actualBlocks[fold]?.[block] ?? 0 }))
    .filter((e) => e.actual > 0)
    .map((e) => Math.abs(e.error) / e.actual);
  return errors.length ? Math.round(mean(errors) * 1000) / 10 : 0;
}

/** Actual ÷ forecast at a month (1–3) of the backtest, over the folds: what the interval is cut from. */
function actualRatios(backtest: MethodBacktest, actualBlocks: readonly number[][], month: number): number[] | null {
  const block = Math.min(2, Math.max(0, month - 1));
  const ratios = backtest.folds.flatMap((errors, fold) => {
    const actual = actualBlocks[fold]?.[block] ?? 0;
    const predicted = actual + (errors[block] ?? 0);
    return predicted > 0 ? [actual / predicted] : [];
  });
  return ratios.length ? ratios : null;
}

function nextMonths(asOf: CalendarDate): string[] {
  const first = addDays(asOf, 1).slice(0, 7);
  const [year, month] = first.split('-').map(Number) as [number, number];
  return Array.from({ length: REVENUE_MONTHS }, (_, i) => {
    const index = year * 12 + month - 1 + i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

function monthEnd(month: string): CalendarDate {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
}

/** What came in from the first of the forecast's first month up to `asOf` (nothing when that month starts tomorrow). */
function monthToDate(history: readonly DatedCents[], asOf: CalendarDate): number {
  const month = addDays(asOf, 1).slice(0, 7);
  return history.filter((d) => d.date.startsWith(month)).reduce((s, d) => s + d.amountCents, 0);
}
