import type { KpiMetric, MonthlyMetric } from './intents';
import { formatSpan, listJoin, md, usd } from './markdown';
import type { DateSpan } from './periods';
import type { KpiFigureRow, KpiStatsResult } from './tool-results';

/**
 * The built-in assistant's answers on revenue, leads, appointments and task completion: the dashboard's figures for
 * a range and the period before it, worded from the KPI tool's result. A figure with no data in either period is
 * not given as 0: the answer says what would fill it, with the screen.
 */
const NAMES: Readonly<Record<KpiMetric, string>> = {
  revenue: 'Revenue',
  leads: 'New leads',
  appointments: 'Appointments',
  tasks: 'Tasks completed',
};

function comparison(figure: KpiFigureRow, shown: (n: number) => string, before: string): string {
  if (figure.previous === 0) return `nothing in the ${before}`;
  if (figure.change === 0) return `unchanged on the ${before} (${shown(figure.previous)})`;
  const direction = figure.change > 0 ? 'up' : 'down';
  return `${direction} ${Math.abs(figure.change)}% on the ${before} (${shown(figure.previous)})`;
}

function line(metric: KpiMetric, r: KpiStatsResult, before: string): string {
  const missing = r.missing.find((m) => m.metric === metric);
  // Task completion is missing when no task was created; tasks completed are still a count worth giving.
  if (missing && metric !== 'tasks') {
    return `- **${NAMES[metric]}**: no data in this period or the one before. ${md(missing.message)} on [${screenName(missing.href)}](${missing.href}).`;
  }
  const figure = metric === 'tasks' ? r.tasksCompleted : r[metric];
  const shown = metric === 'revenue' ? usd : (n: number) => n.toLocaleString('en-US');
  const text = `- **${NAMES[metric]}**: **${shown(figure.current)}**, ${comparison(figure, shown, before)}`;
  if (metric !== 'tasks') return `${text}.`;
  const { completionRate, tasksCreated, tasksCreatedCompleted } = r.taskCompletion;
  return completionRate === null
    ? `${text}; no tasks were created in this period, so there is no completion rate.`
    : `${text}; of the ${tasksCreated} tasks created in this period, ${tasksCreatedCompleted} are done (a ${completionRate}% completion rate).`;
}

const SCREENS: Readonly<Record<string, string>> = { '/integrations': 'Integrations', '/tasks': 'Tasks' };
const screenName = (href: string) => SCREENS[href] ?? 'Dashboard';

export function kpiAnswer(r: KpiStatsResult, metrics: readonly KpiMetric[]): string {
  const days = r.range.label.toLowerCase();
  const before = `${days.replace(/^last /, '')} before`;
  const head = `In the **${days}** (${formatSpan(r.range.from, r.range.to)}), compared with the ${before} (${formatSpan(r.range.previousFrom, r.range.previousTo)}):`;
  const lines = metrics.map((metric) => line(metric, r, before));
  const sources =
    metrics.includes('revenue') && r.revenue.current !== 0
      ? `\n\nRevenue counts ${usd(r.revenueSources.apps)} from connected apps and ${usd(r.revenueSources.bank)} from bank data${
          r.revenueSources.matched
            ? ` (${usd(r.revenueSources.matched)} of bank deposits matched to paid invoices are counted once)`
            : ''
        }.`
      : '';
  return `${head}\n\n${lines.join('\n')}${sources}\n\nThese are the figures on the [Dashboard](/dashboard) (days in ${md(r.range.timeZone)}).`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/** The chart's label of the month a span starts in: 'Oct 2026'. */
const chartLabel = (span: DateSpan) => `${MONTHS[Number(span.from.slice(5, 7)) - 1]} ${span.from.slice(0, 4)}`;

/**
 * 'What was revenue last month?', 'How many leads did we get in October?': one calendar month's revenue and new
 * leads, from the dashboard's year chart (a point per month, this one so far and the 11 before), read with 365d.
 */
export function kpiMonthAnswer(r: KpiStatsResult, metrics: readonly MonthlyMetric[], month: DateSpan): string {
  const point = r.months.find((m) => m.label === chartLabel(month));
  if (!point) {
    return `The dashboard keeps revenue and leads by calendar month for the last 12 months (${md(r.months[0]?.label ?? '')} to ${md(r.months.at(-1)?.label ?? '')}), and ${md(month.label)} is not one of them, so I have no figure for it. See the [Dashboard](/dashboard).`;
  }
  const parts = metrics.map((metric) => {
    const missing = r.missing.find((m) => m.metric === metric);
    if (missing) {
      return `no ${metric === 'revenue' ? 'revenue' : 'leads'} data this past year (${md(missing.message)} on [${screenName(missing.href)}](${missing.href}))`;
    }
    return metric === 'revenue'
      ? `revenue was **${usd(point.revenue)}**`
      : `**${point.leads.toLocaleString('en-US')}** new leads came in`;
  });
  return (
    `In **${md(month.label)}**, ${listJoin(parts)}.\n\n` +
    `From the month-by-month chart of the [Dashboard](/dashboard) ('${md(r.range.label)}', days in ${md(r.range.timeZone)}).`
  );
}
