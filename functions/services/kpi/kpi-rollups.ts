import { addToDay } from '../../data/kpi/kpi-days';
import { addToMonth } from '../../data/kpi/kpi-months';
import { moveTaskCounts, type TaskCountDeltas } from '../../data/workspace/workspace-task-counts';
import { workspaceEntity } from '../../data/workspace/workspaces';
import { monthRollups } from '../../domain/kpi/month-rollups';
import { isDeposit } from '../../domain/kpi/recompute';
import type { TaskFacts } from '../../domain/kpi/source-contributions';
import { newId } from '../../platform/ids';
import { logger } from '../../platform/logger';
import { workspaceTimeZone } from '../workspace/workspace-time-zone';
import { asStoredTransaction, type BankTransactionRecord, readBankTransactions } from './kpi-sources';
import * as pairs from './revenue-pairs';
import { type ItemChange, type RollupPorts, RollupWriter } from './rollup-writer';

/**
 * The rollups' writer over DynamoDB, for one workspace and its time zone: each change adds to its days and, beside
 * them, to their months (one atomic `ADD` per item, all sent at once). The writers of the other areas call it where
 * they know an item is new or changed:
 * - tasks: create, status change (after the conditional write), delete, an automation's follow-up task
 *   (`recordTaskChange`);
 * - the integration sync: each page's created and changed items, and a removed integration's items
 *   (`recordIntegrationItems`);
 * - the statement import and the Demo Bank: `onImported` and `onRemoved` (`recordBankTransactions`).
 */
export async function rollupWriter(
  workspaceId: string,
  timeZone?: string,
  taskCounts?: PendingTaskCounts,
): Promise<RollupWriter> {
  return new RollupWriter(rollupPorts(workspaceId, taskCounts), timeZone ?? (await workspaceTimeZone(workspaceId)));
}

/** A task change's move of the counts by status, made with the first stamp its rollups write (`moved` then). */
interface PendingTaskCounts {
  deltas: TaskCountDeltas;
  moved: boolean;
}

export function rollupPorts(workspaceId: string, taskCounts?: PendingTaskCounts): RollupPorts {
  return {
    addToDays: async (deltas) => {
      if (!deltas.some(({ metrics }) => Object.values(metrics).some(Boolean))) return;
      await Promise.all([
        ...deltas.map((delta) => addToDay(workspaceId, delta)),
        ...monthRollups(deltas).map((month) => addToMonth(workspaceId, month)),
      ]);
      if (!taskCounts || taskCounts.moved) return markKpisChanged(workspaceId);
      taskCounts.moved = true;
      await moveTaskCounts(workspaceId, taskCounts.deltas, newId());
    },
    invoicesBetween: (from, to) => pairs.invoicesBetween(workspaceId, from, to),
    depositsBetween: async (from, to) => {
      const transactions = (await readBankTransactions(workspaceId, from, to)).filter(isDeposit);
      if (transactions.length === 0) return [];
      const partners = new Map((await pairs.listPairs(workspaceId)).map((p) => [p.depositId, p.invoiceId]));
      return transactions.map((t) => ({
        id: t.id,
        date: t.date,
        amountCents: t.amountCents,
        kind: t.revenueKind ?? 'other',
        invoiceId: partners.get(t.id) ?? null,
      }));
    },
    depositPartners: (depositIds) => pairs.depositPartners(workspaceId, depositIds),
    putInvoice: (invoice) => pairs.putInvoice(workspaceId, invoice),
    deleteInvoice: (id, date) => pairs.deleteInvoice(workspaceId, id, date),
    claimPair: (invoice, depositId) => pairs.claimPair(workspaceId, invoice, depositId),
    releasePair: (pair) => pairs.releasePair(workspaceId, pair),
  };
}

/**
 * Puts out of date every dashboard summary of the workspace (`kpi-summaries.ts`): called after the rollups moved, never
 * before, so a summary computed from rollups read before a change carries the stamp from before it too.
 */
export async function markKpisChanged(workspaceId: string): Promise<void> {
  await workspaceEntity.update({ workspaceId }, { kpiStamp: newId() });
}

/**
 * A task was created, changed status or was deleted. The task itself is already stored (the rollups follow it); if
 * the rollup write fails the request still succeeds, and the failure is logged for the recompute job to repair,
 * rather than failing a change the user cannot repeat (a retried completion is no transition, so adds nothing).
 *
 * The workspace's counts by status move here too, in the UpdateItem that stamps the rollups' change on the workspace's
 * item (one write for both), or on their own when the rollups wrote nothing or failed: every change of a task's status
 * passes here, and only those move the counts.
 */
export async function recordTaskChange(
  workspaceId: string,
  before: TaskFacts | undefined,
  after: TaskFacts | undefined,
  /** The workspace's zone, when the caller has read it already. */
  timeZone?: string,
): Promise<void> {
  const taskCounts: PendingTaskCounts = { deltas: taskCountDeltas(before, after), moved: false };
  try {
    await (await rollupWriter(workspaceId, timeZone, taskCounts)).taskChanged(before, after);
  } catch (error) {
    logger.error('Updating the dashboard rollups for a task failed; run the KPI recompute job to repair', {
      workspaceId,
      error,
    });
  }
  if (!taskCounts.moved) await moveTaskCounts(workspaceId, taskCounts.deltas);
}

/** How a task's change moves the counts by status: off its status before, onto its status after. */
function taskCountDeltas(before: TaskFacts | undefined, after: TaskFacts | undefined): TaskCountDeltas {
  if (before?.status === after?.status) return {};
  const deltas: TaskCountDeltas = {};
  if (before) deltas[before.status] = -1;
  if (after) deltas[after.status] = 1;
  return deltas;
}

/**
 * Bank transactions newly imported (never duplicates: the import path sets those aside) or taken back. Logged, not
 * thrown, on failure, as for tasks: the import stands, and the recompute job repairs the rollups.
 */
export async function recordBankTransactions(
  workspaceId: string,
  change: 'imported' | 'removed',
  transactions: readonly BankTransactionRecord[],
): Promise<void> {
  if (transactions.length === 0) return;
  try {
    const writer = await rollupWriter(workspaceId);
    const stored = transactions.map(asStoredTransaction);
    if (change === 'imported') await writer.transactionsImported(stored);
    else await writer.transactionsRemoved(stored);
  } catch (error) {
    logger.error('Updating the dashboard rollups for bank transactions failed; run the KPI recompute job to repair', {
      workspaceId,
      error,
    });
  }
}

/**
 * Synced items created, changed (a sync page's writes) or removed (a removed integration's purge). Logged, not thrown,
 * on failure, as for tasks: the sync stands, and the recompute job repairs the rollups.
 */
export async function recordIntegrationItems(workspaceId: string, changes: readonly ItemChange[]): Promise<void> {
  if (changes.length === 0) return;
  try {
    await (await rollupWriter(workspaceId)).itemsChanged(changes);
  } catch (error) {
    logger.error('Updating the dashboard rollups for synced items failed; run the KPI recompute job to repair', {
      workspaceId,
      error,
    });
  }
}
