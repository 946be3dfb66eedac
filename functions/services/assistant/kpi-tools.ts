import { kpiTimeRangeLabels } from '@shared/catalog/kpi-time-ranges';
import { kpiTimeRangeSchema } from '@shared/schemas/kpi';
import * as z from '@shared/zod';
import type { KpiFigureRow, KpiStatsResult } from '../../domain/assistant/tool-results';
import { getKpiStats } from '../kpi/kpi-stats';
import { defineTool } from './tool-kit';

/** The dashboard's figures for one of its ranges, read through the same service as the KPI cards. */
export const kpiStatsTool = defineTool({
  name: 'kpi_stats',
  label: 'KPI statistics',
  description:
    "The dashboard's KPI figures for a range ending today (7d, 30d, 90d or 365d, in the workspace's time zone), each with the previous period of the same length and the percent change: revenue (US dollars, from connected apps and bank data), new leads (CRM), appointments (calendar), tasks completed, the completion rate of the tasks created in the range, where revenue came from, the health score, which figures have no data with what would fill them, and for 365d revenue and new leads per calendar month.",
  input: z.object({ range: z._default(kpiTimeRangeSchema, '30d') }),
  async run(input, context): Promise<KpiStatsResult> {
    const stats = await getKpiStats(context.workspaceId, input.range, context.now);
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
