import { median, medianAbsoluteDeviation } from 'simple-statistics';
import { addDays, type CalendarDate, daysBetween } from '../finance/calendar-date';

/** A dated amount, cents (positive for money in). */
export interface DatedCents {
  date: CalendarDate;
  amountCents: number;
}

/** The daily sums of `items` for each day of [from, to], cents. */
export function dailySeries(items: Iterable<DatedCents>, from: CalendarDate, to: CalendarDate): number[] {
  const days = daysBetween(from, to) + 1;
  const series = new Array<number>(Math.max(0, days)).fill(0);
  for (const item of items) {
    const index = daysBetween(from, item.date);
    if (index >= 0 && index < days) series[index] = (series[index] ?? 0) + item.amountCents;
  }
  return series;
}

/** The date of each day of a series starting on `from`. */
export const dateAt = (from: CalendarDate, index: number): CalendarDate => addDays(from, index);

/** How far from its weekday's median (in robust standard deviations: 1.4826 × MAD) a day may be and still count. */
const OUTLIER_SIGMAS = 10;

/**
 * The series with its outlying days replaced by the median of their weekday: what the models learn from. A one-off
 * purchase (a van, a tax bill) would otherwise come back every week with seasonal naive, and bend a fitted level.
 * Weekdays are compared with themselves, so a busy Saturday is not an outlier for being busier than a Tuesday.
 */
export function withoutOutliers(series: readonly number[]): number[] {
  const cleaned = [...series];
  for (let weekday = 0; weekday < 7; weekday++) {
    const indexes = series.map((_, i) => i).filter((i) => i % 7 === weekday);
    if (indexes.length < 4) continue;
    const values = indexes.map((i) => series[i] as number);
    const centre = median(values);
    const spread = 1.4826 * medianAbsoluteDeviation(values);
    for (const i of indexes) {
      if (Math.abs((series[i] as number) - centre) > OUTLIER_SIGMAS * Math.max(spread, 1)) cleaned[i] = centre;
    }
  }
  return cleaned;
}

/** Running totals. */
export function cumulative(series: readonly number[]): number[] {
  let sum = 0;
  return series.map((value) => {
    sum += value;
    return sum;
  });
}
