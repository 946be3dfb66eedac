import { type KpiStats, type KpiStatsView, REVENUE_HIDDEN_MESSAGE } from '../schemas/kpi';

/**
 * The KPI figures of a role that may not see revenue: every revenue figure null, the revenue part of the health
 * score saying why instead of how it was earned, and `revenueHidden` naming who sees them. Shared so the web's tests
 * answer with the shape the server sends.
 */
export function statsWithoutRevenue(stats: KpiStats): KpiStatsView {
  return {
    ...stats,
    revenue: null,
    chartData: { ...stats.chartData, revenue: null },
    previous: { ...stats.previous, revenue: null },
    revenueSplit: null,
    revenueSources: null,
    insights: {
      healthScore: {
        ...stats.insights.healthScore,
        components: stats.insights.healthScore.components.map((component) =>
          component.id === 'revenue'
            ? { ...component, points: null, detail: REVENUE_HIDDEN_MESSAGE, missing: null }
            : component,
        ),
      },
    },
    revenueHidden: REVENUE_HIDDEN_MESSAGE,
  };
}
