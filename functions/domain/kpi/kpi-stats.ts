import type { KpiTimeRange } from '@shared/catalog/kpi-time-ranges';
import { centsToDollars } from '@shared/format/money';
import type { KpiStats } from '@shared/schemas/kpi';
import type { CalendarDate } from '../finance/calendar-date';
import { chartBuckets } from './chart-buckets';
import { incomeKinds, revenueCents, revenueMetric } from './day-metrics';
import { healthScore } from './health-score';
import { type DaySpan, kpiPeriods } from './kpi-periods';
import { kpiFigure } from './percent-change';
import { revenueSplit } from './revenue-split';
import { planReads, type RollupReads, type Rollups } from './rollup-ledger';
import { taskPerformance } from './task-performance';

export interface KpiStatsInput {
  range: KpiTimeRange;
  /** Today in the workspace's time zone. */
  today: CalendarDate;
  timeZone: string;
  /** Whether the zone is the workspace's own (else the UTC default). */
  timeZoneSaved?: boolean;
  /** The rollups of the range and the previous period, as `kpiStatsReads` planned them. */
  rollups: Rollups;
}

/**
 * The version of what `kpiStats` computes from the rollups: raise it with any change to the figures it gives for the
 * same rollups, so the dashboard summaries kept by an earlier release are computed again rather than shown.
 */
export const KPI_STATS_FORMULA = 1;

/**
 * The rollup items a range's figures need: the range and the previous period, and the chart's points (the weekly
 * task chart's weeks come from the days a month keeps of its task counts). A 365d view reads about 25 month items and
 * the days at the cuts no month boundary falls on; 7d and 30d, whose points are days, read days.
 */
export function kpiStatsReads(range: KpiTimeRange, today: CalendarDate): { span: DaySpan; reads: RollupReads } {
  const { current, previous } = kpiPeriods(range, today);
  const span = { from: previous.from, to: current.to };
  return { span, reads: planReads(span, [current, previous, ...chartBuckets(range, today)]) };
}

/**
 * The dashboard's figures for a range, from the rollups alone (issue 12):
 * - Revenue (USD): money in from connected apps and bank data, deposits matched to a paid invoice counted once;
 * - Leads: CRM leads first seen; Appointments: calendar events; Tasks Completed: tasks whose `completedAt` is in
 *   the range; each with its change against the previous period of the same length;
 * - the chart's points, the revenue split, task performance and the health score.
 */
export function kpiStats({ range, today, timeZone, timeZoneSaved = false, rollups }: KpiStatsInput): KpiStats {
  const periods = kpiPeriods(range, today);
  const now = rollups.total(periods.current);
  const before = rollups.total(periods.previous);

  const previous = {
    revenue: centsToDollars(revenueCents(before)),
    leads: before.leads ?? 0,
    appointments: before.appointments ?? 0,
    tasks: before.tasksCompleted ?? 0,
  };
  const revenue = kpiFigure(centsToDollars(revenueCents(now)), previous.revenue);
  const leads = kpiFigure(now.leads ?? 0, previous.leads);
  const appointments = kpiFigure(now.appointments ?? 0, previous.appointments);
  const tasks = kpiFigure(now.tasksCompleted ?? 0, previous.tasks);

  const buckets = chartBuckets(range, today).map((bucket) => ({ bucket, metrics: rollups.total(bucket) }));
  const performance = taskPerformance(rollups, periods.current);
  const sourceDollars = (source: 'apps' | 'bank') =>
    centsToDollars(incomeKinds.reduce((sum, kind) => sum + (now[revenueMetric(source, kind)] ?? 0), 0));

  return {
    revenue,
    leads,
    appointments,
    tasks,
    chartData: {
      labels: buckets.map(({ bucket }) => bucket.label),
      revenue: buckets.map(({ metrics }) => centsToDollars(revenueCents(metrics))),
      leads: buckets.map(({ metrics }) => metrics.leads ?? 0),
    },
    previous,
    range: {
      timeRange: range,
      from: periods.current.from,
      to: periods.current.to,
      previousFrom: periods.previous.from,
      previousTo: periods.previous.to,
      timeZone,
      timeZoneSaved,
    },
    revenueSplit: revenueSplit(now),
    revenueSources: {
      apps: sourceDollars('apps'),
      bank: sourceDollars('bank'),
      matched: centsToDollars(now['revenue.matched'] ?? 0),
    },
    performance,
    insights: {
      healthScore: healthScore({ revenue, leads, appointments, previous, performance }),
    },
  };
}
