import { kpiDayEntity, putDay, readDays } from '../../data/kpi/kpi-days';
import { kpiMonthEntity, putMonth, readMonths } from '../../data/kpi/kpi-months';
import { countByStatus } from '../../data/tasks/tasks';
import { workspaceEntity } from '../../data/workspace/workspaces';
import { addDays } from '../../domain/finance/calendar-date';
import { type DayDelta, sumDeltas } from '../../domain/kpi/day-metrics';
import { monthOf, monthRollups, monthSpan } from '../../domain/kpi/month-rollups';
import { invoicePayments, recomputeRollups } from '../../domain/kpi/recompute';
import { MATCH_WINDOW_DAYS } from '../../domain/kpi/revenue-match';
import { dateInZone } from '../../domain/kpi/zoned-date';
import { NotFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { logger } from '../../platform/logger';
import { allTasks } from '../tasks/tasks';
import { workspaceTimeZone } from '../workspace/workspace-time-zone';
import { readBankTransactions, readIntegrationItems } from './kpi-sources';
import { listPairs, putInvoice, releasePair } from './revenue-pairs';

/**
 * What the job rebuilds: two years back (a 365d view and the year before it) and a year ahead (booked meetings),
 * widened to whole months, so each month it writes is the sum of days it wrote.
 */
const DAYS_BACK = 2 * 366;
const DAYS_AHEAD = 366;

/**
 * The recompute job: rebuilds the day and month rollups of a workspace from the source items (tasks, synced items, bank
 * transactions and the recorded revenue pairs), with the same contribution functions the writers use, so the
 * figures come out as the writers would have left them. It repairs rollups a failed write left short, and rebuilds
 * them when the workspace's time zone is set. An `ADD` a writer makes while it runs may be overwritten: it is for
 * repairs and zone changes, not for every request. Returns the days written.
 */
export async function recomputeKpiRollups(workspaceId: string, now = new Date()): Promise<DayDelta[]> {
  const timeZone = await workspaceTimeZone(workspaceId);
  const today = dateInZone(now, timeZone);
  const span = {
    from: monthSpan(monthOf(addDays(today, -DAYS_BACK))).from,
    to: monthSpan(monthOf(addDays(today, DAYS_AHEAD))).to,
  };
  const [tasks, items, transactions, recorded] = await Promise.all([
    allTasks(workspaceId),
    readIntegrationItems(workspaceId),
    readBankTransactions(workspaceId, addDays(span.from, -MATCH_WINDOW_DAYS), addDays(span.to, MATCH_WINDOW_DAYS)),
    listPairs(workspaceId),
  ]);
  const result = recomputeRollups({ tasks, items, transactions, pairs: recorded }, timeZone, span);

  // The matching's records follow the sources too: invoices on their (zone-dependent) day, pairs that still hold.
  for (const invoice of invoicePayments(items, timeZone)) await putInvoice(workspaceId, invoice);
  const holding = new Set(result.pairs.map((p) => `${p.invoiceId}|${p.depositId}`));
  for (const pair of recorded) {
    if (!holding.has(`${pair.invoiceId}|${pair.depositId}`)) await releasePair(workspaceId, pair);
  }

  const fresh = new Set(result.days.map((d) => d.date));
  const stale = (await readDays(workspaceId, span.from, span.to)).filter((d) => !fresh.has(d.date));
  const months = monthRollups(result.days);
  const freshMonths = new Set(months.map((m) => m.month));
  const staleMonths = (await readMonths(workspaceId, monthOf(span.from), monthOf(span.to))).filter(
    (m) => !freshMonths.has(m.month),
  );
  await Promise.all([
    ...stale.map((d) => kpiDayEntity.delete({ workspaceId, date: d.date })),
    ...result.days.map((d) => putDay(workspaceId, d)),
    ...staleMonths.map((m) => kpiMonthEntity.delete({ workspaceId, month: m.month })),
    ...months.map((m) => putMonth(workspaceId, m)),
  ]);
  // Only now are the months known whole: the dashboard reads them from here on, and computes its summaries again.
  // The counts by status are repaired with them, from the same tasks (a crash between a task's write and its count).
  await workspaceEntity.update(
    { workspaceId },
    { kpiMonthRollups: true, kpiStamp: newId(), taskCounts: countByStatus(tasks) },
  );
  return sumDeltas(result.days);
}

export interface RecomputeSummary {
  workspaceId: string;
  timeZone: string;
  /** Days that hold anything after the rebuild. */
  days: number;
}

/** The job's entry: the workspace must exist (a mistyped id would otherwise "rebuild" nothing and look fine). */
export async function recomputeWorkspaceKpis(workspaceId: string, now = new Date()): Promise<RecomputeSummary> {
  if (!(await workspaceEntity.get({ workspaceId }))) throw new NotFound(`Workspace ${workspaceId} not found`);
  const days = await recomputeKpiRollups(workspaceId, now);
  const summary = { workspaceId, timeZone: await workspaceTimeZone(workspaceId), days: days.length };
  logger.info('KPI rollups recomputed', { summary });
  return summary;
}
