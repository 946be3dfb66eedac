import { type Actor, actorCan } from '@shared/access/api-scopes';
import { statsWithoutRevenue } from '@shared/kpi/revenue-hidden';
import { type BusinessTip, type KpiStats, type KpiStatsView, REVENUE_HIDDEN_MESSAGE } from '@shared/schemas/kpi';
import type { KpiReport } from './kpi-report';

/** Whether the member (or an API key acting as them, which then needs `finance:read`) sees the revenue figures. */
export const seesRevenue = (actor: Actor) => actorCan(actor, 'finance.view');

/** The figures as the role may see them: whole for `finance.view`, otherwise without revenue. */
export function kpiStatsFor(actor: Actor, stats: KpiStats): KpiStatsView {
  return seesRevenue(actor) ? { ...stats, revenueHidden: null } : statsWithoutRevenue(stats);
}

/** Tips for a role that may not see revenue: none that speaks of it (its figures would show through the words). */
export const tipsWithoutRevenue = (tips: readonly BusinessTip[]): BusinessTip[] =>
  tips.filter((tip) => !/revenue|money comes in|sales|\$/i.test(`${tip.title} ${tip.text}`));

/** Export Report for a role that may not see revenue: no revenue row, column, split or chart. */
export function reportWithoutRevenue(report: KpiReport): KpiReport {
  const { kpis, series, performance } = report.tables;
  return {
    ...report,
    tables: {
      kpis: { ...kpis, rows: kpis.rows.filter((row) => row[0] !== 'Revenue (USD)') },
      series: {
        title: 'Leads',
        columns: series.columns.filter((column) => column.header !== 'Revenue (USD)'),
        rows: series.rows.map((row) => [row[0]!, row[2]!]),
      },
      split: { title: `Revenue split: ${REVENUE_HIDDEN_MESSAGE.toLowerCase()}`, columns: [], rows: [] },
      performance,
    },
    chart: { labels: report.chart.labels, revenue: [] },
  };
}
