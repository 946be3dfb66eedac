import { quantile } from 'simple-statistics';
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

/**
 * The series with its most extreme days pulled in to the 1st and 99th percentiles: what the models learn from. A
 * one-off purchase (a van, a tax bill) then weighs like an ordinary busy day instead of coming back every week.
 */
export function winsorised(series: readonly number[]): number[] {
  if (series.length < 20) return [...series];
  const low = quantile([...series], 0.01);
  const high = quantile([...series], 0.99);
  return series.map((value) => Math.min(high, Math.max(low, value)));
}

/** Running totals. */
export function cumulative(series: readonly number[]): number[] {
  let sum = 0;
  return series.map((value) => {
    sum += value;
    return sum;
  });
}
