/**
 * The models the rest of the cash flow (what is neither recurring nor known) is forecast with. The numerical ones
 * (Holt-Winters as MSTL + ETS, damped trend as non-seasonal AutoETS) come from `@bsull/augurs` through an adapter,
 * because loading their WebAssembly is I/O; seasonal naive is one line and lives here.
 */
export type ModelMethod =
  | 'seasonal_naive'
  | 'seasonal_naive_yearly'
  | 'seasonal_mean'
  | 'holt_winters'
  | 'damped_trend';

/** Forecasts the next `horizon` values of a daily series. */
export type SeriesForecaster = (history: readonly number[], horizon: number) => number[];

export type Forecasters = Readonly<Partial<Record<ModelMethod, SeriesForecaster>>>;

export const methodLabels: Readonly<Record<ModelMethod, string>> = {
  seasonal_naive: 'Seasonal naive (same weekday last week)',
  seasonal_naive_yearly: 'Seasonal naive (same week last year)',
  seasonal_mean: 'Weekday average (same weekday over the last four weeks)',
  holt_winters: 'Exponential smoothing with a weekly season (Holt-Winters, MSTL + ETS)',
  damped_trend: 'Exponential smoothing with a damped trend (ETS)',
};

/** Days of history a yearly season needs before it is tried (two whole years, as the issue says). */
export const YEARLY_SEASON_DAYS = 730;
/** 52 weeks: the same weekday a year ago. */
const YEAR_PERIOD = 364;

/** Each value repeats the value one season earlier; with less than a season, the last value repeats. */
export function seasonalNaive(period: number): SeriesForecaster {
  return (history, horizon) => {
    if (history.length === 0) return new Array(horizon).fill(0);
    const season = Math.min(period, history.length);
    const last = history.slice(-season);
    return Array.from({ length: horizon }, (_, i) => last[i % season] ?? 0);
  };
}

/** Weeks the seasonal mean averages: enough to cancel one odd week, few enough to follow a change of level. */
const SEASONAL_MEAN_WEEKS = 4;

/**
 * Each weekday is forecast as its average over the last four weeks. Seasonal naive repeats one week, noise and
 * all, for thirteen weeks: on a cumulative balance that week's luck adds up. Averaging a few seasons keeps the
 * weekly shape and cancels most of it (the "seasonal mean" benchmark of the forecasting literature).
 */
export const seasonalMean: SeriesForecaster = (history, horizon) => {
  const weeks = Math.floor(history.length / 7);
  if (weeks < SEASONAL_MEAN_WEEKS) return seasonalNaive(7)(history, horizon);
  const recent = history.slice(-SEASONAL_MEAN_WEEKS * 7);
  const profile = Array.from({ length: 7 }, (_, day) => {
    let sum = 0;
    for (let week = 0; week < SEASONAL_MEAN_WEEKS; week++) sum += recent[week * 7 + day] ?? 0;
    return sum / SEASONAL_MEAN_WEEKS;
  });
  return Array.from({ length: horizon }, (_, i) => profile[i % 7] ?? 0);
};

/** The methods a series of this many days is tried with: seasonal naive always, the others when given. */
export function candidateMethods(forecasters: Forecasters, days: number): Record<string, SeriesForecaster> {
  const methods: Partial<Record<ModelMethod, SeriesForecaster>> = {
    seasonal_naive: seasonalNaive(7),
    seasonal_mean: seasonalMean,
  };
  if (days >= YEARLY_SEASON_DAYS) methods.seasonal_naive_yearly = seasonalNaive(YEAR_PERIOD);
  for (const method of ['holt_winters', 'damped_trend'] as const) {
    const forecaster = forecasters[method];
    if (forecaster) methods[method] = forecaster;
  }
  return methods;
}
