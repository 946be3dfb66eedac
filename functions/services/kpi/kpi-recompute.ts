import { listPairs, putInvoice, releasePair, replaceDays } from '../../data/kpi-days';
import { listTasks } from '../../data/tasks';
import { getWorkspaceTimeZone } from '../../data/workspaces';
import { addDays } from '../../domain/finance/calendar-date';
import { type DayDelta, sumDeltas } from '../../domain/kpi/day-metrics';
import { invoicePayments, recomputeRollups } from '../../domain/kpi/recompute';
import { MATCH_WINDOW_DAYS } from '../../domain/kpi/revenue-match';
import { DEFAULT_TIME_ZONE, dateInZone } from '../../domain/kpi/zoned-date';
import { readBankTransactions, readIntegrationItems } from './kpi-sources';

/** What the job rebuilds: two years back (a 365d view and the year before it) and a year ahead (booked meetings). */
const DAYS_BACK = 2 * 366;
const DAYS_AHEAD = 366;

/**
 * The recompute job: rebuilds the day rollups of a workspace from the source items (tasks, synced items, bank
 * transactions and the recorded revenue pairs), with the same contribution functions the writers use, so the
 * figures come out as the writers would have left them. It repairs rollups a failed write left short, and rebuilds
 * them when the workspace's time zone is set. Returns the days written.
 */
export async function recomputeKpiRollups(workspaceId: string, now = new Date()): Promise<DayDelta[]> {
  const timeZone = (await getWorkspaceTimeZone(workspaceId)) ?? DEFAULT_TIME_ZONE;
  const today = dateInZone(now, timeZone);
  const span = { from: addDays(today, -DAYS_BACK), to: addDays(today, DAYS_AHEAD) };
  const [tasks, items, transactions, pairs] = await Promise.all([
    listTasks(workspaceId),
    readIntegrationItems(workspaceId),
    readBankTransactions(workspaceId, addDays(span.from, -MATCH_WINDOW_DAYS), addDays(span.to, MATCH_WINDOW_DAYS)),
    listPairs(workspaceId),
  ]);
  const result = recomputeRollups({ tasks, items, transactions, pairs }, timeZone, span);

  // The matching's index and pairs follow the sources too: invoices on their (zone-dependent) day, pairs that hold.
  for (const invoice of invoicePayments(items, timeZone)) await putInvoice(workspaceId, invoice);
  const holding = new Set(result.pairs.map((p) => `${p.invoiceId}|${p.depositId}`));
  for (const pair of pairs) {
    if (!holding.has(`${pair.invoiceId}|${pair.depositId}`))
      await releasePair(workspaceId, pair.invoiceId, pair.depositId);
  }
  await replaceDays(workspaceId, span, result.days);
  return sumDeltas(result.days);
}
