import { kpiTimeRangeLabels } from '@shared/catalog/kpi-time-ranges';
import { centsToDollars } from '@shared/format/money';
import { kpiTimeRangeSchema } from '@shared/schemas/kpi';
import * as z from '@shared/zod';
import {
  type DateSpan,
  PERIOD_TEXT_HELP,
  parsePeriodText,
  previousPeriod,
  resolvePeriod,
} from '../../domain/assistant/periods';
import type {
  KpiFigureRow,
  KpiPeriodFigures,
  KpiPeriodResult,
  KpiPeriodRow,
  KpiStatsResult,
} from '../../domain/assistant/tool-results';
import { revenueCents } from '../../domain/kpi/day-metrics';
import { percentChange } from '../../domain/kpi/percent-change';
import { getKpiSpanTotals, getKpiStats } from '../kpi/kpi-stats';
import { defineTool } from './tool-kit';

/** The dashboard's figures for one of its ranges, read through the same service as the KPI cards. */
export const kpiStatsTool = defineTool({
  name: 'kpi_stats',
  label: 'KPI statistics',
  description:
    "The dashboard's KPI figures for a range ending today (7d, 30d, 90d or 365d, in the workspace's time zone), each with the previous period of the same length and the percent change: revenue (US dollars, from connected apps and bank data), new leads (CRM), appointments (calendar), tasks completed, the completion rate of the tasks created in the range, where revenue came from, the health score, which figures have no data with what would fill them, and for 365d revenue and new leads per calendar month.",
  input: z.object({ range: z._default(kpiTimeRangeSchema, '30d') }),
  async run(input, context): Promise<KpiStatsResult> {
    const stats = await getKpiStats(context.workspaceId, input.range, context.now, await context.data.workspace());
    const row = (current: number, previous: number, change: number): KpiFigureRow => ({ current, previous, change });
    return {
      range: {
        timeRange: input.range,
        label: kpiTimeRangeLabels[input.range],
        from: stats.range.from,
        to: stats.range.to,
        previousFrom: stats.range.previousFrom,
        previousTo: stats.range.previousTo,
        timeZone: stats.range.timeZone,
      },
      revenue: row(stats.revenue.current, stats.previous.revenue, stats.revenue.change),
      leads: row(stats.leads.current, stats.previous.leads, stats.leads.change),
      appointments: row(stats.appointments.current, stats.previous.appointments, stats.appointments.change),
      tasksCompleted: row(stats.tasks.current, stats.previous.tasks, stats.tasks.change),
      taskCompletion: {
        completionRate: stats.performance.completionRate,
        tasksCreated: stats.performance.tasksCreated,
        tasksCreatedCompleted: stats.performance.tasksCreatedCompleted,
      },
      revenueSources: stats.revenueSources,
      healthScore: stats.insights.healthScore.score,
      missing: stats.insights.healthScore.components.flatMap((c) =>
        c.missing ? [{ metric: c.id, message: c.missing.message, href: c.missing.href }] : [],
      ),
      // The year's chart has one point per calendar month; the shorter ranges' points are days and weeks.
      months:
        input.range === '365d'
          ? stats.chartData.labels.map((label, i) => ({
              label,
              revenue: stats.chartData.revenue[i] ?? 0,
              leads: stats.chartData.leads[i] ?? 0,
            }))
          : [],
    };
  },
  summarize: (r) => `${r.range.label} (${r.range.from} to ${r.range.to})`,
});

const periodText = (what: string) =>
  z.string().check(
    z.refine((v) => parsePeriodText(v) !== null, { message: `Not a period: use ${PERIOD_TEXT_HELP}` }),
    z.describe(what),
  );

/**
 * The dashboard's counts over a calendar period the question names ('this month', 'last month', 'Q3', 'October',
 * 'this year'), in the workspace's time zone, optionally compared with another: the same period logic for both
 * assistants, and the same rollups the dashboard reads.
 */
export const kpiPeriodTool = defineTool({
  name: 'kpi_period',
  label: 'KPI statistics',
  description: `Revenue (US dollars), new leads, appointments and tasks completed over a calendar period, in the workspace's time zone, optionally compared with another period ('previous' = the period before of the same kind: last month for this month). Use this when the user names a calendar period (this month, last month, in October = the most recent October, Q3, year to date); a rolling span only when they say 'last N days'. Periods: ${PERIOD_TEXT_HELP}.`,
  input: z.object({
    period: periodText('The period asked about'),
    compareWith: z.optional(
      z.string().check(
        z.refine((v) => v === 'previous' || parsePeriodText(v) !== null, {
          message: `Not a period: use previous or ${PERIOD_TEXT_HELP}`,
        }),
        z.describe("'previous', or another period"),
      ),
    ),
  }),
  async run(input, context): Promise<KpiPeriodResult> {
    const period = parsePeriodText(input.period)!;
    const compareWith = input.compareWith;
    const spansOf = (today: string): DateSpan[] => {
      const main = resolvePeriod(period, today);
      if (!compareWith) return [main];
      const other =
        compareWith === 'previous'
          ? previousPeriod(period, today)
          : resolvePeriod(parsePeriodText(compareWith)!, today);
      return [main, other];
    };
    const totals = await getKpiSpanTotals(context.workspaceId, spansOf, context.now, await context.data.workspace());
    const rows: KpiPeriodRow[] = totals.spans.map(({ span, metrics }) => ({
      from: span.from,
      to: span.to,
      label: span.label,
      figures: figuresOf(metrics),
    }));
    const [main, other] = rows;
    return {
      timeZone: totals.timeZone,
      period: main!,
      compare: other ?? null,
      change: other
        ? {
            revenue: percentChange(main!.figures.revenue, other.figures.revenue),
            leads: percentChange(main!.figures.leads, other.figures.leads),
            appointments: percentChange(main!.figures.appointments, other.figures.appointments),
            tasksCompleted: percentChange(main!.figures.tasksCompleted, other.figures.tasksCompleted),
          }
        : null,
    };
  },
  summarize: (r) =>
    r.compare
      ? `${r.period.label} (${r.period.from} to ${r.period.to}) vs ${r.compare.label}`
      : `${r.period.label} (${r.period.from} to ${r.period.to})`,
});

function figuresOf(metrics: Partial<Record<string, number>>): KpiPeriodFigures {
  return {
    revenue: centsToDollars(revenueCents(metrics)),
    leads: metrics.leads ?? 0,
    appointments: metrics.appointments ?? 0,
    tasksCompleted: metrics.tasksCompleted ?? 0,
    tasksCreated: metrics.tasksCreated ?? 0,
    tasksCreatedCompleted: metrics.tasksCreatedCompleted ?? 0,
    completionRate: metrics.tasksCreated
      ? Math.round(((metrics.tasksCreatedCompleted ?? 0) / metrics.tasksCreated) * 100)
      : null,
  };
}
