import { addDays, type CalendarDate } from '../finance/calendar-date';
import { addInto, type CountMetric, type DayDelta, type DayMetrics, entries, sumDeltas } from './day-metrics';
import type { DaySpan } from './kpi-periods';

/**
 * Month rollups: the sum of a month's day rollups, one item per workspace and month, so a view spanning two years
 * reads about 25 months and the few days at its edges instead of 730 days. Months are calendar months of the day
 * rollups' dates, which are already days in the workspace's time zone (a DST change moves no day between months).
 *
 * A month also keeps, day by day, the counts the Performance tab's weekly chart needs: its weeks end today, so they
 * cut every month of a year at a different day, and without them a 365d view would read every day again.
 */
export type CalendarMonth = string;

export const DAILY_IN_MONTH: readonly CountMetric[] = ['tasksCreated', 'tasksCompleted'];

export interface MonthRollup {
  month: CalendarMonth;
  /** Every metric of the month, added up. */
  metrics: DayMetrics;
  /** The month's days with their `DAILY_IN_MONTH` counts (days with none are absent). */
  days: DayDelta[];
}

export const monthOf = (date: CalendarDate): CalendarMonth => date.slice(0, 7);

export function monthSpan(month: CalendarMonth): DaySpan {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7));
  const next = index === 12 ? `${year + 1}-01-01` : `${year}-${String(index + 1).padStart(2, '0')}-01`;
  return { from: `${month}-01`, to: addDays(next, -1) };
}

/** The months that `span` touches, oldest first. */
export function monthsOver(span: DaySpan): CalendarMonth[] {
  const months: CalendarMonth[] = [];
  for (let month = monthOf(span.from); month <= monthOf(span.to); month = monthOf(addDays(monthSpan(month).to, 1)))
    months.push(month);
  return months;
}

/**
 * What day rollups (or day deltas: negative numbers take away) make of their months: the writers add these beside
 * the days they add, and the recompute job writes them whole, so a month is always the sum of its days.
 */
export function monthRollups(days: readonly DayDelta[]): MonthRollup[] {
  const byMonth = new Map<CalendarMonth, DayDelta[]>();
  for (const day of sumDeltas(days)) {
    const month = monthOf(day.date);
    byMonth.set(month, [...(byMonth.get(month) ?? []), day]);
  }
  return [...byMonth].map(([month, monthDays]) => {
    const metrics: DayMetrics = {};
    for (const day of monthDays) addInto(metrics, day.metrics);
    return { month, metrics, days: sumDeltas(monthDays.map(({ date, metrics }) => dailyPart(date, metrics))) };
  });
}

function dailyPart(date: CalendarDate, metrics: DayMetrics): DayDelta {
  const daily: DayMetrics = {};
  for (const [name, value] of entries(metrics)) if ((DAILY_IN_MONTH as string[]).includes(name)) daily[name] = value;
  return { date, metrics: daily };
}
