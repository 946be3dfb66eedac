import type { KpiTimeRange } from '@shared/catalog/kpi-time-ranges';
import type { KpiReportFormat, KpiStats, KpiTips } from '@shared/schemas/kpi';
import { businessTipSchema } from '@shared/schemas/kpi';
import * as z from 'zod';
import { reportPdf } from '../../adapters/pdf/kpi-report-pdf';
import { readDays } from '../../data/kpi-days';
import { getWorkspaceTimeZone, setWorkspaceTimeZoneOnce } from '../../data/workspaces';
import { builtInTips, citesOnlyFigures, TIP_COUNT } from '../../domain/kpi/business-tips';
import { type DayDelta, type DayMetrics, isMetric } from '../../domain/kpi/day-metrics';
import { kpiPeriods } from '../../domain/kpi/kpi-periods';
import { kpiReport } from '../../domain/kpi/kpi-report';
import { kpiStats } from '../../domain/kpi/kpi-stats';
import { reportCsv } from '../../domain/kpi/report-csv';
import { DEFAULT_TIME_ZONE, dateInZone } from '../../domain/kpi/zoned-date';
import { aiClient } from '../../platform/ai/ai-provider';
import { withDeadline } from '../../platform/ai/with-deadline';
import { logger } from '../../platform/logger';
import { recomputeKpiRollups } from './kpi-recompute';

/**
 * The dashboard's reads: figures from the day rollups (one Query of at most 2 × 366 items), the report built from
 * the same figures, the tips, and the workspace time zone that decides which day "today" is.
 */
export async function getKpiStats(workspaceId: string, range: KpiTimeRange, now = new Date()): Promise<KpiStats> {
  const saved = await getWorkspaceTimeZone(workspaceId);
  const timeZone = saved ?? DEFAULT_TIME_ZONE;
  const today = dateInZone(now, timeZone);
  const { current, previous } = kpiPeriods(range, today);
  const records = await readDays(workspaceId, previous.from, current.to);
  const days: DayDelta[] = records.map(({ date, metrics }) => ({
    date,
    metrics: Object.fromEntries(Object.entries(metrics).filter(([name]) => isMetric(name))) as DayMetrics,
  }));
  return kpiStats({ range, today, timeZone, timeZoneSaved: saved !== null, days });
}

export interface ReportFile {
  fileName: string;
  contentType: string;
  body: string | Uint8Array;
}

export async function getKpiReport(
  workspaceId: string,
  range: KpiTimeRange,
  format: KpiReportFormat,
  now = new Date(),
): Promise<ReportFile> {
  const report = kpiReport(await getKpiStats(workspaceId, range, now), now);
  return format === 'csv'
    ? { fileName: `${report.fileName}.csv`, contentType: 'text/csv; charset=utf-8', body: reportCsv(report) }
    : { fileName: `${report.fileName}.pdf`, contentType: 'application/pdf', body: await reportPdf(report, now) };
}

/** How long the tips may wait for OpenAI before the built-in analyst answers (the tab shows a skeleton meanwhile). */
const TIPS_BUDGET_MS = 15_000;

const aiTipsSchema = z.object({ tips: z.array(businessTipSchema.omit({ href: true })).length(TIP_COUNT) });

/**
 * Three tips from the figures: OpenAI writes them when configured, from the figures alone, and its answer is shown
 * only if every number in it is one of the figures; otherwise (no key, an error, a timeout, an invented number)
 * the built-in analyst's tips are shown. The answer says which wrote them.
 */
export async function getKpiTips(workspaceId: string, range: KpiTimeRange, now = new Date()): Promise<KpiTips> {
  const stats = await getKpiStats(workspaceId, range, now);
  const builtIn: KpiTips = { tips: builtInTips(stats), source: 'built-in', model: null };
  const ai = await aiClient();
  if (!ai) return builtIn;
  try {
    const answer = await withDeadline(ai, Date.now() + TIPS_BUDGET_MS).completeJson(aiTipsSchema, tipMessages(stats), {
      temperature: 0.3,
    });
    const tips = answer.tips.map((tip) => ({ ...tip, href: null }));
    if (citesOnlyFigures(tips, stats)) return { tips, source: 'openai', model: ai.model };
    logger.warn('The AI tips stated numbers that are not in the figures; the built-in analyst answers instead');
  } catch (error) {
    logger.warn('The AI tips failed; the built-in analyst answers instead', { error });
  }
  return builtIn;
}

function tipMessages(stats: KpiStats) {
  const { chartData, revenueSplit, performance, insights, previous, range } = stats;
  const figures = {
    range,
    revenueUsd: stats.revenue,
    leads: stats.leads,
    appointments: stats.appointments,
    tasksCompleted: stats.tasks,
    previous,
    chart: chartData,
    revenueSplit,
    taskPerformance: { ...performance, weekly: undefined },
    healthScore: insights.healthScore,
  };
  return [
    {
      role: 'system' as const,
      content:
        'You advise the owner of a small business. From the JSON figures of their dashboard, write exactly three short, ' +
        'practical tips, most urgent first, as JSON {"tips":[{"title","text"}]}. Title at most 8 words; text at most 2 ' +
        'sentences. Use only numbers that appear in the figures (dollars rounded to whole dollars, percentages as given); ' +
        'never invent a number. Where data is missing, say what to connect.',
    },
    { role: 'user' as const, content: JSON.stringify(figures) },
  ];
}

/**
 * Stores the browser's zone when the workspace has none yet, then rebuilds the rollups in it: a task completed at
 * 23:30 in New York moves from the next UTC day to its own day.
 */
export async function setTimeZone(
  workspaceId: string,
  timeZone: string,
  now = new Date(),
): Promise<{ timeZone: string; saved: boolean }> {
  if (await setWorkspaceTimeZoneOnce(workspaceId, timeZone)) {
    await recomputeKpiRollups(workspaceId, now);
    return { timeZone, saved: true };
  }
  return { timeZone: (await getWorkspaceTimeZone(workspaceId)) ?? DEFAULT_TIME_ZONE, saved: false };
}
