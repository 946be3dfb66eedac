import { type RevenueKind, revenueKinds } from '@shared/catalog/finance-categories';
import type { CalendarDate } from '../finance/calendar-date';
import type { DaySpan } from './kpi-periods';

/**
 * One day of the business as the dashboard counts it: counters that every writer moves with atomic `ADD`s when
 * the underlying item is first created or changes state. The store keeps one item per workspace and day with one
 * attribute per metric, and one per month with their sums (`month-rollups.ts`), so a 365d view (and its previous
 * period) reads about 25 months and a few dozen days.
 *
 * - `leads`, `appointments`: CRM leads first seen that day; calendar events that day (not cancelled).
 * - `tasksCreated`; `tasksCreatedCompleted`: of those created that day, how many are completed now (kept on the
 *   creation day, so a completion rate over a range is "of the tasks created in it, how many are done");
 *   `tasksCompleted`: tasks whose `completedAt` is that day.
 * - `ttc.<minutes>`: how many of the tasks completed that day took a time from creation to completion in the band
 *   that starts at that many minutes (15 bands, 15 minutes to 30 days: few attributes per day keep the 365d read fast,
 *   and a median over any range is estimated within its band).
 * - `revenue.<source>.<kind>`: cents received, from connected apps (`apps`) or bank data (`bank`), by revenue kind;
 *   `revenue.matched`: cents of bank deposits matched to a paid invoice and therefore not counted again.
 */
export type IncomeKind = RevenueKind | 'other';
export const incomeKinds: readonly IncomeKind[] = [...revenueKinds, 'other'];

export type RevenueSource = 'apps' | 'bank';
export const revenueSources: readonly RevenueSource[] = ['apps', 'bank'];

export type CountMetric = 'leads' | 'appointments' | 'tasksCreated' | 'tasksCreatedCompleted' | 'tasksCompleted';
export type RevenueMetric = `revenue.${RevenueSource}.${IncomeKind}`;
export type DurationMetric = `ttc.${number}`;
export type Metric = CountMetric | RevenueMetric | 'revenue.matched' | DurationMetric;

export type DayMetrics = Partial<Record<Metric, number>>;

/** What a change adds to one day (negative numbers take away). */
export interface DayDelta {
  date: CalendarDate;
  metrics: DayMetrics;
}

/** Attribute names the store may hold; anything else on a day item is not a metric. */
export const METRIC_NAME =
  /^(leads|appointments|tasksCreated|tasksCreatedCompleted|tasksCompleted|revenue\.(apps|bank)\.(subscriptions|one_time_sales|recurring_services|add_ons|other)|revenue\.matched|ttc\.\d+(\.\d+)?)$/;

export function isMetric(name: string): name is Metric {
  return METRIC_NAME.test(name);
}

export const revenueMetric = (source: RevenueSource, kind: IncomeKind): RevenueMetric => `revenue.${source}.${kind}`;

/**
 * Where the bands of time-to-complete start, in minutes: 0, 15 and 30 minutes, 1, 2, 4, 8 and 12 hours, 1, 2, 3
 * and 5 days, 1, 2 and 4 weeks (30 days and more is the last).
 */
export const DURATION_BANDS = [0, 15, 30, 60, 120, 240, 480, 720, 1440, 2880, 4320, 7200, 10080, 20160, 43200] as const;

/** The band of the time from creation to completion. */
export function durationMetric(createdAt: string, completedAt: string): DurationMetric {
  const minutes = (Date.parse(completedAt) - Date.parse(createdAt)) / 60_000;
  const band = DURATION_BANDS.findLast((start) => minutes >= start) ?? 0;
  return `ttc.${band}`;
}

export function minutesOf(metric: DurationMetric): number {
  return Number(metric.slice(4));
}

/** Sums deltas per day; metrics that come to 0 are dropped, and so are days left empty. Sorted by date. */
export function sumDeltas(deltas: Iterable<DayDelta>): DayDelta[] {
  const days = new Map<CalendarDate, DayMetrics>();
  for (const delta of deltas) {
    const day = days.get(delta.date) ?? {};
    days.set(delta.date, day);
    addInto(day, delta.metrics);
  }
  return [...days.entries()]
    .map(([date, metrics]) => ({ date, metrics: withoutZeros(metrics) }))
    .filter((day) => Object.keys(day.metrics).length > 0)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** What replacing one item's contribution with another's adds: `after − before`, per day. */
export function contributionChange(before: readonly DayDelta[], after: readonly DayDelta[]): DayDelta[] {
  return sumDeltas([...after, ...before.map(negate)]);
}

export function negate(delta: DayDelta): DayDelta {
  const metrics: DayMetrics = {};
  for (const [name, value] of entries(delta.metrics)) metrics[name] = -value;
  return { date: delta.date, metrics };
}

/** All metrics of the days inside `span`, added up. */
export function totalOver(days: readonly DayDelta[], span: DaySpan): DayMetrics {
  const total: DayMetrics = {};
  for (const day of days) if (day.date >= span.from && day.date <= span.to) addInto(total, day.metrics);
  return total;
}

export function addInto(target: DayMetrics, source: DayMetrics): void {
  for (const [name, value] of entries(source)) target[name] = (target[name] ?? 0) + value;
}

export function entries(metrics: DayMetrics): [Metric, number][] {
  return Object.entries(metrics) as [Metric, number][];
}

function withoutZeros(metrics: DayMetrics): DayMetrics {
  return Object.fromEntries(entries(metrics).filter(([, value]) => value !== 0)) as DayMetrics;
}

/** Revenue in cents over all sources and kinds (the matched deposits are already left out of `bank`). */
export function revenueCents(metrics: DayMetrics): number {
  let cents = 0;
  for (const source of revenueSources)
    for (const kind of incomeKinds) cents += metrics[revenueMetric(source, kind)] ?? 0;
  return cents;
}
