import { mean } from 'simple-statistics';
import { addDays, type CalendarDate, daysBetween } from '../finance/calendar-date';
import { backtestOrigins, chooseMethod, intervalOffsets, type MethodBacktest, meanAbsoluteErrorAt } from './backtest';
import { cumulative, dailySeries, withoutOutliers } from './daily-series';
import { dailyTotals, type Flow, projectSeries } from './flows';
import { candidateMethods, type Forecasters, type ModelMethod, type SeriesForecaster } from './models';
import { detectRecurring, type FlowTransaction, type RecurringSeries, type RecurringStatus } from './recurring';

export const CASH_DAYS = 91;
export const ACCURACY_HORIZONS = [30, 60, 90] as const;
/** Less history than this: recurring and known items only (issue 34). */
export const MIN_MODEL_DAYS = 90;
export const LOW_CONFIDENCE_LABEL = 'Low confidence: less than 3 months of history';

export interface CashInput {
  asOf: CalendarDate;
  /** Today's balance over the workspace's accounts, cents. */
  startingBalanceCents: number;
  /** Bank transactions up to `asOf`. */
  transactions: readonly FlowTransaction[];
  /** The owner's word on series, by id (absent: detected). */
  statuses: ReadonlyMap<string, RecurringStatus>;
  /** Known items: open invoices at the day they are expected. */
  known: readonly Flow[];
  forecasters: Forecasters;
}

/** Mean absolute error of the balance at 30/60/90 days, as a percent of the average balance. */
export type HorizonErrors = Record<(typeof ACCURACY_HORIZONS)[number], number>;

/** What is computed after an import or sync and stored; reads (with or without a scenario) only add to it. */
export interface CashModel {
  asOf: CalendarDate;
  startingBalanceCents: number;
  dataFrom: CalendarDate | null;
  dataTo: CalendarDate | null;
  /** Recurring and known items over the horizon. */
  flows: Flow[];
  /** The modelled rest, per day of the horizon, cents. */
  restDaily: number[];
  /** The 80% interval around the balance, as offsets per day, cents. */
  bandLow: number[];
  bandHigh: number[];
  method: ModelMethod | 'recurring_and_known';
  accuracy: HorizonErrors | null;
  baseline: HorizonErrors | null;
  lowConfidence: boolean;
  series: RecurringSeries[];
}

/**
 * The 13-week cash forecast (issue 34): today's balance plus the recurring payments and income still expected, the
 * known items, and the rest of the daily flow modelled by the method that did best in the backtest on this
 * workspace's own history; the interval comes from that backtest's errors.
 */
export function computeCashModel(input: CashInput): CashModel {
  const { asOf, transactions, statuses } = input;
  const history = transactions.filter((t) => t.date <= asOf);
  const dataFrom = history.reduce<CalendarDate | null>((min, t) => (!min || t.date < min ? t.date : min), null);
  const dataTo = history.reduce<CalendarDate | null>((max, t) => (!max || t.date > max ? t.date : max), null);
  const series = detectRecurring(history, asOf);
  const flows = [...projectAll(series, statuses, asOf, CASH_DAYS), ...input.known];
  const days = dataFrom ? daysBetween(dataFrom, asOf) + 1 : 0;
  const base = { asOf, startingBalanceCents: input.startingBalanceCents, dataFrom, dataTo, flows, series };

  if (!dataFrom || days < MIN_MODEL_DAYS) {
    return {
      ...base,
      restDaily: new Array(CASH_DAYS).fill(0),
      bandLow: new Array(CASH_DAYS).fill(0),
      bandHigh: new Array(CASH_DAYS).fill(0),
      method: 'recurring_and_known',
      accuracy: null,
      baseline: null,
      lowConfidence: true,
    };
  }

  const methods = candidateMethods(input.forecasters, days);
  const backtests = backtestCash(history, statuses, dataFrom, asOf, methods);
  const averageBalance = averageBalanceOf(history, input.startingBalanceCents, dataFrom, asOf);
  const errorsOf = (b: MethodBacktest): HorizonErrors | null =>
    b.folds.length === 0
      ? null
      : {
          30: percentOf(meanAbsoluteErrorAt(b, 30), averageBalance),
          60: percentOf(meanAbsoluteErrorAt(b, 60), averageBalance),
          90: percentOf(meanAbsoluteErrorAt(b, 90), averageBalance),
        };
  const score = (b: MethodBacktest) => mean(ACCURACY_HORIZONS.map((h) => meanAbsoluteErrorAt(b, h)));
  const chosen = backtests[0]?.folds.length ? chooseMethod(backtests, score) : undefined;
  const method = chosen?.method ?? 'seasonal_naive';
  const forecaster = methods[method] as SeriesForecaster;
  const rest = restSeries(history, series, dataFrom, asOf);
  const band = chosen ? intervalOffsets(chosen, CASH_DAYS) : { low: [], high: [] };
  return {
    ...base,
    restDaily: forecaster(withoutOutliers(rest), CASH_DAYS).map(Math.round),
    bandLow: band.low.map(Math.round),
    bandHigh: band.high.map(Math.round),
    method,
    accuracy: chosen ? errorsOf(chosen) : null,
    baseline: errorsOf(backtests.find((b) => b.method === 'seasonal_naive') as MethodBacktest),
    lowConfidence: false,
  };
}

function projectAll(
  series: readonly RecurringSeries[],
  statuses: ReadonlyMap<string, RecurringStatus>,
  asOf: CalendarDate,
  days: number,
): Flow[] {
  const until = addDays(asOf, days);
  return series.flatMap((s) => projectSeries(s, statuses.get(s.id) ?? 'detected', asOf, until));
}

/** What is neither a recurring series (whatever its status) nor in the future: the daily net flow the models learn. */
export function restSeries(
  history: readonly FlowTransaction[],
  series: readonly RecurringSeries[],
  from: CalendarDate,
  to: CalendarDate,
): number[] {
  const inSeries = new Set(series.flatMap((s) => s.transactionIds));
  return dailySeries(
    history.filter((t) => !inSeries.has(t.id)),
    from,
    to,
  );
}

/**
 * Each method's errors on the balance over the horizon, at each origin: recurring series detected from what was
 * known then, the rest forecast from the rest's history then, against the balance that followed. Known items are
 * left out (which invoices were open on a past day is not kept).
 */
function backtestCash(
  history: readonly FlowTransaction[],
  statuses: ReadonlyMap<string, RecurringStatus>,
  dataFrom: CalendarDate,
  asOf: CalendarDate,
  methods: Record<string, SeriesForecaster>,
): MethodBacktest[] {
  const days = daysBetween(dataFrom, asOf) + 1;
  const actualDaily = dailySeries(history, dataFrom, asOf);
  const results = Object.keys(methods).map((method) => ({ method: method as ModelMethod, folds: [] as number[][] }));
  for (const origin of backtestOrigins(days, CASH_DAYS)) {
    const originDate = addDays(dataFrom, origin - 1);
    const known = history.filter((t) => t.date <= originDate);
    const series = detectRecurring(known, originDate);
    const recurring = dailyTotals(projectAll(series, statuses, originDate, CASH_DAYS), originDate, CASH_DAYS);
    const rest = withoutOutliers(restSeries(known, series, dataFrom, originDate));
    const actual = cumulative(actualDaily.slice(origin, origin + CASH_DAYS));
    for (const result of results) {
      const restForecast = (methods[result.method] as SeriesForecaster)(rest, CASH_DAYS);
      const predicted = cumulative(recurring.map((value, i) => value + (restForecast[i] ?? 0)));
      result.folds.push(predicted.map((value, i) => value - (actual[i] ?? 0)));
    }
  }
  return results;
}

/** The mean balance over the history, rebuilt backwards from today's. */
function averageBalanceOf(
  history: readonly FlowTransaction[],
  todayCents: number,
  from: CalendarDate,
  to: CalendarDate,
): number {
  const daily = dailySeries(history, from, to);
  const total = daily.reduce((a, b) => a + b, 0);
  const opening = todayCents - total;
  return mean(cumulative(daily).map((c) => Math.abs(opening + c)));
}

const percentOf = (cents: number, of: number) => (of > 0 ? Math.round((cents / of) * 1000) / 10 : 0);
