import type { Role } from '@shared/access/roles';
import type { KpiTimeRange } from '@shared/catalog/kpi-time-ranges';
import { businessTipSchema, type KpiStats, type KpiTips } from '@shared/schemas/kpi';
import * as z from '@shared/zod';
import { workspaceEntity } from '../../data/workspace/workspaces';
import { builtInTips, citesOnlyFigures, TIP_COUNT } from '../../domain/kpi/business-tips';
import { seesRevenue, tipsWithoutRevenue } from '../../domain/kpi/revenue-access';
import { withDeadline } from '../../platform/ai/with-deadline';
import { logger } from '../../platform/logger';
import { workspaceModel } from '../workspace/workspace-ai';
import { getKpiStats } from './kpi-stats';

/** How long the tips may wait for OpenAI before the built-in analyst answers (the tab shows a skeleton meanwhile). */
const TIPS_BUDGET_MS = 15_000;

const aiTipsSchema = z.object({ tips: z.array(z.omit(businessTipSchema, { href: true })).check(z.length(TIP_COUNT)) });

/**
 * Three tips from the figures: OpenAI writes them when configured, from the figures alone, and its answer is shown
 * only if every number in it is one of the figures; otherwise (no key, an error, a timeout, an invented number)
 * the built-in analyst's tips are shown. The answer says which wrote them.
 */
export async function getKpiTips(
  member: { workspaceId: string; role: Role },
  range: KpiTimeRange,
  options: { now?: Date; workspaceItem?: Record<string, unknown> } = {},
): Promise<KpiTips> {
  // The workspace's item as the route's AI gate read it: the figures and the model need it, and read it no more.
  const workspace = workspaceEntity.fromItem(options.workspaceItem);
  const stats = await getKpiStats(member.workspaceId, range, options.now, workspace);
  // A role that may not see revenue gets the built-in analyst's tips that do not speak of it (OpenAI reads it all).
  if (!seesRevenue(member)) return { tips: tipsWithoutRevenue(builtInTips(stats)), source: 'built-in', model: null };
  const builtIn: KpiTips = { tips: builtInTips(stats), source: 'built-in', model: null };
  const ai = await workspaceModel(member.workspaceId, workspace);
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
