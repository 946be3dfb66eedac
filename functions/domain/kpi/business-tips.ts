import { kpiTimeRangeDays } from '@shared/catalog/kpi-time-ranges';
import { formatDollars, formatPercent } from '@shared/format/money';
import type { KpiStats } from '@shared/schemas/kpi';
import { missingData } from './health-score';

/**
 * The Insights tab's three tips, written by the built-in analyst from the figures alone: each rule reads the
 * figures, and the first three that apply, most urgent first, are the tips. Every number in a tip is one of the
 * figures (`citesOnlyFigures`), which is also the check an AI-written tip must pass to be shown.
 */
export interface BusinessTip {
  title: string;
  text: string;
  /** Where to act on it, when the app has a screen for that. */
  href: string | null;
}

export const TIP_COUNT = 3;

type Rule = (stats: KpiStats, words: PeriodWords) => BusinessTip | null;

interface PeriodWords {
  /** 'the last 30 days' */
  current: string;
  /** 'the 30 days before' */
  previous: string;
  /** 'day', 'week' or 'month': what one chart point is. */
  point: string;
}

function periodWords(stats: KpiStats): PeriodWords {
  const days = kpiTimeRangeDays[stats.range.timeRange];
  const point = { '7d': 'day', '30d': 'day', '90d': 'week', '365d': 'month' }[stats.range.timeRange];
  return { current: `the last ${days} days`, previous: `the ${days} days before`, point };
}

const money = (dollars: number) => formatDollars(dollars);
const hasData = (figure: { current: number; change: number }) => figure.current !== 0 || figure.change !== 0;

const rules: readonly Rule[] = [
  function revenueDown({ revenue }, words) {
    if (revenue.trend !== 'down' || !hasData(revenue)) return null;
    return {
      title: `Revenue is down ${formatPercent(-revenue.change)}`,
      text: `Revenue was ${money(revenue.current)} in ${words.current}, ${formatPercent(-revenue.change)} less than in ${words.previous}. Follow up on open invoices and reach out to customers who bought before but not lately.`,
      href: null,
    };
  },
  function leadsDown({ leads }, words) {
    if (leads.trend !== 'down' || !hasData(leads)) return null;
    return {
      title: `New leads fell ${formatPercent(-leads.change)}`,
      text: `${leads.current} new leads came in during ${words.current}, ${formatPercent(-leads.change)} fewer than in ${words.previous}. Look at where last period's leads came from and put effort back into what worked.`,
      href: null,
    };
  },
  function tasksPilingUp({ performance: p }, words) {
    if (p.completionRate === null || p.tasksCreated < 3 || p.completionRate >= 60) return null;
    return {
      title: 'Tasks are piling up',
      text: `${p.tasksCreatedCompleted} of the ${p.tasksCreated} tasks created in ${words.current} are done (${formatPercent(p.completionRate)}). Assign the open ones or drop what no longer matters.`,
      href: '/tasks',
    };
  },
  function leadsWithoutSales({ leads, revenue }) {
    if (leads.trend !== 'up' || leads.change <= 0 || !hasData(revenue) || revenue.change > 0) return null;
    return {
      title: 'More leads, not more sales',
      text: `Leads grew ${formatPercent(leads.change)} while revenue did not. Reply to new leads the same day and follow up on quotes that are still open.`,
      href: null,
    };
  },
  function slowTasks({ performance: p }) {
    if (p.medianHoursToComplete === null || p.medianHoursToComplete < 72) return null;
    return {
      title: 'Tasks take days to finish',
      text: `Half of the tasks completed in this period took more than ${p.medianHoursToComplete} hours from creation. Break large tasks into steps and give each one an owner and a due date.`,
      href: '/tasks',
    };
  },
  function oneStream({ revenueSplit, revenue }) {
    const top = [...revenueSplit].sort((a, b) => b.percentage - a.percentage)[0];
    if (!top || revenue.current <= 0 || top.percentage < 70 || top.percentage === 100) return null;
    return {
      title: `${top.label} bring ${formatPercent(top.percentage)} of revenue`,
      text: `Most of your revenue comes from one stream (${money(top.amount)}). Offer add-ons or a recurring service to spread the risk.`,
      href: null,
    };
  },
  ({ revenue }) => missingTip(revenue, 'Connect where your money comes in', missingData.revenue),
  ({ leads }) => missingTip(leads, 'Connect your CRM', missingData.leads),
  ({ performance }) =>
    performance.tasksCreated === 0 && performance.tasksCompleted === 0
      ? {
          title: 'Plan the work as tasks',
          text: `${missingData.tasks.message}, and the dashboard will track how fast they get done.`,
          href: missingData.tasks.href,
        }
      : null,
  function revenueUp({ revenue, previous, chartData }, words) {
    if (revenue.trend !== 'up' || revenue.change <= 0 || !hasData(revenue)) return null;
    const best = chartData.revenue.reduce((b, value, i) => (value > chartData.revenue[b]! ? i : b), 0);
    return {
      title: `Revenue grew ${formatPercent(revenue.change)}`,
      text: `Revenue reached ${money(revenue.current)} in ${words.current}, up from ${money(previous.revenue)}. Your best ${words.point} was ${chartData.labels[best]} with ${money(chartData.revenue[best]!)}: look at what sold then.`,
      href: null,
    };
  },
  function leadsUp({ leads }, words) {
    if (leads.trend !== 'up' || leads.change <= 0 || !hasData(leads)) return null;
    return {
      title: `Lead flow is up ${formatPercent(leads.change)}`,
      text: `${leads.current} new leads came in during ${words.current}. Keep doing what brought them and make sure each one gets a reply.`,
      href: null,
    };
  },
  function tasksOnTrack({ performance: p }, words) {
    if (p.completionRate === null || p.completionRate < 80) return null;
    return {
      title: 'The team keeps up with its tasks',
      text: `${formatPercent(p.completionRate)} of the tasks created in ${words.current} are done. A good moment to plan the next goals.`,
      href: null,
    };
  },
  function weakestPart({ insights }) {
    const { score, components } = insights.healthScore;
    const scored = components.filter((c) => c.points !== null);
    const weakest = [...scored].sort((a, b) => a.points! / a.weight - b.points! / b.weight)[0];
    if (score === null || !weakest) return null;
    return {
      title: `Health score ${score} out of 100`,
      text: `${weakest.label} is the weakest part of the score (${weakest.points} of ${weakest.weight} points: ${weakest.detail}).`,
      href: null,
    };
  },
  ({ appointments }) => missingTip(appointments, 'Connect your calendar', missingData.appointments),
];

function missingTip(
  figure: { current: number; change: number },
  title: string,
  missing: { message: string; href: string },
): BusinessTip | null {
  return hasData(figure) ? null : { title, text: `${missing.message}.`, href: missing.href };
}

export function builtInTips(stats: KpiStats): BusinessTip[] {
  const words = periodWords(stats);
  const tips: BusinessTip[] = [];
  for (const rule of rules) {
    const tip = rule(stats, words);
    if (tip) tips.push(tip);
    if (tips.length === TIP_COUNT) break;
  }
  return tips;
}

/** Every number the figures hold, as they may be written (whole dollars, one decimal, whole percent). */
export function figureNumbers(stats: KpiStats): Set<number> {
  const numbers = new Set<number>([kpiTimeRangeDays[stats.range.timeRange], 100]);
  const add = (value: number | null) => {
    if (value === null) return;
    for (const v of [value, Math.abs(value)]) {
      numbers.add(v);
      numbers.add(Math.round(v));
      numbers.add(Math.round(v * 10) / 10);
    }
  };
  for (const figure of [stats.revenue, stats.leads, stats.appointments, stats.tasks]) {
    add(figure.current);
    add(figure.change);
  }
  for (const value of Object.values(stats.previous)) add(value);
  for (const value of [...stats.chartData.revenue, ...stats.chartData.leads]) add(value);
  for (const share of stats.revenueSplit) {
    add(share.amount);
    add(share.percentage);
  }
  const p = stats.performance;
  for (const value of [
    p.completionRate,
    p.tasksCreated,
    p.tasksCreatedCompleted,
    p.medianHoursToComplete,
    p.tasksCompleted,
  ])
    add(value);
  add(stats.insights.healthScore.score);
  for (const c of stats.insights.healthScore.components) {
    add(c.points);
    add(c.weight);
  }
  for (const label of stats.chartData.labels) for (const n of label.match(/\d+/g) ?? []) numbers.add(Number(n));
  return numbers;
}

/** The numbers written in a text: '$12,341', '-3.5%', '14' → 12341, 3.5, 14. */
export function numbersIn(text: string): number[] {
  return [...text.matchAll(/\d[\d,]*(\.\d+)?/g)].map((m) => Number(m[0].replaceAll(',', '')));
}

/** Whether every number in the tips is one of the figures: an AI tip that states any other is not shown. */
export function citesOnlyFigures(tips: readonly BusinessTip[], stats: KpiStats): boolean {
  const allowed = figureNumbers(stats);
  return tips.every((tip) => numbersIn(`${tip.title} ${tip.text}`).every((n) => allowed.has(n)));
}
