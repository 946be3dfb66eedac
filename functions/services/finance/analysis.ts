import {
  DEFAULT_KPI_TIME_RANGE,
  type KpiTimeRange,
  kpiTimeRangeDays,
  kpiTimeRangeLabels,
} from '@shared/catalog/kpi-time-ranges';
import type { FinancialAnalysis } from '@shared/schemas/finance';
import { financeAccountEntity } from '../../data/finance/finance-accounts';
import { listDayTotals } from '../../data/finance/finance-day-totals';
import { latestTransactionDate } from '../../data/finance/transaction-days';
import { analyseFinances } from '../../domain/finance/analysis/financial-analysis';
import { addDays, type CalendarDate, toCalendarDate } from '../../domain/finance/calendar-date';
import { withDeadline } from '../../platform/ai/with-deadline';
import { logger } from '../../platform/logger';
import { workspaceModel } from '../workspace/workspace-ai';
import { writeNarrative } from './ai-narrative';

/** How long the AI may take to write the insights before the built-in analyst answers (the request's own budget). */
export const NARRATIVE_BUDGET_MS = 10_000;

/**
 * `GET /api/financial/analysis?timeRange=…`: the period (the dashboard's 7, 30, 90 or 365 days; 30 by default) against
 * the one before, from twice its days of day-total items, the account
 * balances and the newest transaction's date — a fixed handful of reads however many transactions there are.
 */
export async function financialAnalysis(
  workspaceId: string,
  today: CalendarDate = toCalendarDate(new Date()),
  timeRange: KpiTimeRange = DEFAULT_KPI_TIME_RANGE,
): Promise<FinancialAnalysis> {
  const periodDays = kpiTimeRangeDays[timeRange];
  const from = addDays(today, -(2 * periodDays - 1));
  const [days, accounts, latest, ai] = await Promise.all([
    listDayTotals(workspaceId, from, today),
    financeAccountEntity.queryAll({ workspaceId }),
    latestTransactionDate(workspaceId),
    workspaceModel(workspaceId),
  ]);
  const figures = analyseFinances({
    today,
    days,
    balances: accounts.flatMap((a) => (a.balanceCents === null ? [] : [{ type: a.type, cents: a.balanceCents }])),
    latestTransactionDate: latest,
    periodDays,
    periodLabel: kpiTimeRangeLabels[timeRange],
  });
  const bounded = ai ? withDeadline(ai, Date.now() + NARRATIVE_BUDGET_MS) : undefined;
  const narrative = await writeNarrative(figures, bounded, (message, detail) => logger.warn(message, detail));
  return {
    ...figures,
    insights: narrative.insights,
    recommendations: narrative.recommendations,
    analyst: { source: narrative.source, model: narrative.model },
  };
}
