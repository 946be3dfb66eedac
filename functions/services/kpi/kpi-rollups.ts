import { addToDay } from '../../data/kpi-days';
import { isDeposit } from '../../domain/kpi/recompute';
import type { TaskFacts } from '../../domain/kpi/source-contributions';
import { logger } from '../../platform/logger';
import { asStoredTransaction, type BankTransactionRecord, readBankTransactions } from './kpi-sources';
import * as pairs from './revenue-pairs';
import { type RollupPorts, RollupWriter } from './rollup-writer';
import { workspaceTimeZone } from './workspace-time-zone';

/**
 * The day rollups' writer over DynamoDB, for one workspace and its time zone. The writers of the other areas call it
 * where they know an item is new or changed:
 * - tasks: create, status change (after the conditional write), delete, an automation's follow-up task
 *   (`recordTaskChange`);
 * - the integration sync: per upsert that was created or updated, and per removed item (`writer.itemChanged`);
 * - the statement import and the Demo Bank: `onImported` and `onRemoved` (`recordBankTransactions`).
 */
export async function rollupWriter(workspaceId: string): Promise<RollupWriter> {
  return new RollupWriter(rollupPorts(workspaceId), await workspaceTimeZone(workspaceId));
}

export function rollupPorts(workspaceId: string): RollupPorts {
  return {
    addToDays: async (deltas) => {
      await Promise.all(deltas.map((delta) => addToDay(workspaceId, delta)));
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
    depositPartner: (depositId) => pairs.depositPartner(workspaceId, depositId),
    putInvoice: (invoice) => pairs.putInvoice(workspaceId, invoice),
    deleteInvoice: (id, date) => pairs.deleteInvoice(workspaceId, id, date),
    claimPair: (invoice, depositId) => pairs.claimPair(workspaceId, invoice, depositId),
    releasePair: (pair) => pairs.releasePair(workspaceId, pair),
  };
}

/**
 * A task was created, changed status or was deleted. The task itself is already stored (the rollups follow it); if
 * the rollup write fails the request still succeeds, and the failure is logged for the recompute job to repair,
 * rather than failing a change the user cannot repeat (a retried completion is no transition, so adds nothing).
 */
export async function recordTaskChange(
  workspaceId: string,
  before: TaskFacts | undefined,
  after: TaskFacts | undefined,
): Promise<void> {
  try {
    await (await rollupWriter(workspaceId)).taskChanged(before, after);
  } catch (error) {
    logger.error('Updating the dashboard rollups for a task failed; run the KPI recompute job to repair', {
      workspaceId,
      error,
    });
  }
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
