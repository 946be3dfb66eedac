import type { KpiMetric } from './intents';
import { formatSpan, md, usd } from './markdown';
import type { KpiPeriodFigures, KpiPeriodResult } from './tool-results';

/**
 * The built-in assistant's answers on revenue, leads, appointments and task completion over a calendar period the
 * question named (this month so far, last month, Q3, the last 30 days when asked for), and, when asked, compared
 * with another: worded from the `kpi_period` tool's result, which reads the dashboard's rollups.
 */
const NAMES: Readonly<Record<KpiMetric, string>> = {
  revenue: 'Revenue',
  leads: 'New leads',
  appointments: 'Appointments',
  tasks: 'Tasks completed',
};

const figureOf = (metric: KpiMetric, f: KpiPeriodFigures) => (metric === 'tasks' ? f.tasksCompleted : f[metric]);
const shownOf = (metric: KpiMetric) => (metric === 'revenue' ? usd : (n: number) => n.toLocaleString('en-US'));

function line(metric: KpiMetric, r: KpiPeriodResult): string {
  const shown = shownOf(metric);
  const now = figureOf(metric, r.period.figures);
  let text = `- **${NAMES[metric]}**: **${shown(now)}**`;
  if (r.compare && r.change) {
    const before = figureOf(metric, r.compare.figures);
    const change = r.change[metric === 'tasks' ? 'tasksCompleted' : metric];
    const against = `${md(r.compare.label)} (${shown(before)})`;
    text +=
      before === 0
        ? `, against nothing in ${against}`
        : change === 0
          ? `, the same as ${against}`
          : `, ${change > 0 ? 'up' : 'down'} ${Math.abs(change)}% on ${against}`;
  }
  if (metric !== 'tasks') return `${text}.`;
  const { tasksCreated, tasksCreatedCompleted, completionRate } = r.period.figures;
  return completionRate === null
    ? `${text}; no tasks were created in this period, so there is no completion rate.`
    : `${text}; of the ${tasksCreated} tasks created in this period, ${tasksCreatedCompleted} are done (a ${completionRate}% completion rate).`;
}

/** A figure with no data at all (no source connected): what would fill it, instead of a zero. */
export type MissingFigure = { metric: KpiMetric; message: string; href: string };

const SCREENS: Readonly<Record<string, string>> = { '/integrations': 'Integrations', '/tasks': 'Tasks' };
const screenName = (href: string) => SCREENS[href] ?? 'Dashboard';

function missingLine(metric: KpiMetric, missing: MissingFigure): string {
  return `- **${NAMES[metric]}**: no data yet. ${md(missing.message)} on [${screenName(missing.href)}](${missing.href}).`;
}

/** Whether every figure asked for is zero in every period read (then the engine checks whether data exists at all). */
export function allZero(r: KpiPeriodResult, metrics: readonly KpiMetric[]): boolean {
  const rows = r.compare ? [r.period, r.compare] : [r.period];
  return rows.every((row) => metrics.every((m) => figureOf(m, row.figures) === 0));
}

export function kpiPeriodAnswer(
  r: KpiPeriodResult,
  metrics: readonly KpiMetric[],
  missing: readonly MissingFigure[] = [],
): string {
  const head = r.compare
    ? `**${md(r.period.label)}** (${formatSpan(r.period.from, r.period.to)}) compared with **${md(r.compare.label)}** (${formatSpan(r.compare.from, r.compare.to)}):`
    : `**${md(r.period.label)}** (${formatSpan(r.period.from, r.period.to)}):`;
  const partial =
    r.compare && r.period.label.endsWith('so far') && !r.compare.label.endsWith('so far')
      ? `\n\n${md(r.period.label)} is not over yet, so it is compared with a whole period.`
      : '';
  return `${head}\n\n${metrics
    .map((m) => {
      const none = missing.find((x) => x.metric === m && m !== 'tasks');
      return none ? missingLine(m, none) : line(m, r);
    })
    .join('\n')}${partial}\n\nFrom the same figures as the [Dashboard](/dashboard) (days in ${md(r.timeZone)}).`;
}
