import { mean, quantile } from 'simple-statistics';
import type { ModelMethod } from './models';

/**
 * The rolling-origin backtest (issue 34): the forecast is made again from earlier days of the workspace's own
 * history, as if each were today, and compared with what then happened. Origins are a week apart, the latest one a
 * whole horizon before today; each uses only what was known on its day. Ten origins a week apart (rather than a few
 * spread wider) keep one unusual stretch, such as the weeks after a December peak, from deciding the method alone.
 */
export const BACKTEST_FOLDS = 10;
export const BACKTEST_STEP_DAYS = 7;
/** Days a fold needs before its origin: eight weeks, so a weekly season has been seen eight times. */
export const MIN_TRAINING_DAYS = 56;

/** The days of history at each origin (newest first), for a series of `days` days and a horizon of `horizon`. */
export function backtestOrigins(days: number, horizon: number): number[] {
  const origins: number[] = [];
  for (let fold = 0; fold < BACKTEST_FOLDS; fold++) {
    const origin = days - horizon - fold * BACKTEST_STEP_DAYS;
    if (origin < MIN_TRAINING_DAYS) break;
    origins.push(origin);
  }
  return origins;
}

/** One method's backtest: per fold, the error (forecast − actual) at each day of the horizon. */
export interface MethodBacktest {
  method: ModelMethod;
  folds: number[][];
}

/** The mean absolute error at a horizon (1-based day), over the folds. */
export function meanAbsoluteErrorAt(backtest: MethodBacktest, day: number): number {
  return mean(backtest.folds.map((errors) => Math.abs(errors[day - 1] ?? 0)));
}

/**
 * The method with the lowest score; seasonal naive unless another one beats it (a tie keeps the simpler method, so
 * "the chosen model does not beat seasonal naive" always ends with seasonal naive).
 */
export function chooseMethod(
  backtests: readonly MethodBacktest[],
  score: (b: MethodBacktest) => number,
): MethodBacktest {
  const baseline = backtests.find((b) => b.method === 'seasonal_naive');
  if (!baseline) throw new Error('The backtest always includes seasonal naive');
  let best = baseline;
  for (const candidate of backtests) if (score(candidate) < score(best)) best = candidate;
  return best;
}

/**
 * The 80% interval's offsets from the forecast at each day of `days`, from the backtest errors near that day (a
 * week either side, pooled over the folds, so a handful of folds still gives a spread). Past the backtest's horizon
 * the last day's spread grows with the square root of time, as a random walk's does.
 */
export function intervalOffsets(backtest: MethodBacktest, days: number): { low: number[]; high: number[] } {
  const horizon = backtest.folds[0]?.length ?? 0;
  const low: number[] = [];
  const high: number[] = [];
  for (let day = 1; day <= days; day++) {
    const at = Math.min(day, horizon);
    const pooled = backtest.folds.flatMap((errors) => errors.slice(Math.max(0, at - 8), Math.min(horizon, at + 7)));
    if (pooled.length === 0) {
      low.push(0);
      high.push(0);
      continue;
    }
    const growth = day > horizon ? Math.sqrt(day / horizon) : 1;
    // Actual = forecast − error: the upper bound comes from the low errors and the lower bound from the high ones.
    // Clamped so that the band always holds the forecast itself.
    low.push(Math.min(0, -quantile(pooled, 0.9) * growth));
    high.push(Math.max(0, -quantile(pooled, 0.1) * growth));
  }
  return { low, high };
}
