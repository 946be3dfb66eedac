import * as days from '../../data/kpi-days';
import { getWorkspaceTimeZone } from '../../data/workspaces';
import type { DayDelta } from '../../domain/kpi/day-metrics';
import { isDeposit } from '../../domain/kpi/recompute';
import type { TaskFacts } from '../../domain/kpi/source-contributions';
import { DEFAULT_TIME_ZONE } from '../../domain/kpi/zoned-date';
import { logger } from '../../platform/logger';
import { readBankTransactions } from './kpi-sources';
import { type RollupPorts, RollupWriter } from './rollup-writer';

/**
 * The day rollups' writer over DynamoDB, for one workspace and its time zone. The writers of the other areas call it
 * where they know an item is new or changed:
 * - tasks: create, status change (after the conditional write), delete (`recordTaskChange`);
 * - the integration sync: per upsert that was created or updated, and per removed item (`writer.itemChanged`);
 * - the statement import: `onImported` (`writer.transactionsImported`), recategorising (`transactionChanged`) and
 *   taking an import back (`transactionsRemoved`).
 */
export async function rollupWriter(workspaceId: string): Promise<RollupWriter> {
  const timeZone = (await getWorkspaceTimeZone(workspaceId)) ?? DEFAULT_TIME_ZONE;
  return new RollupWriter(rollupPorts(workspaceId), timeZone);
}

export function rollupPorts(workspaceId: string): RollupPorts {
  return {
    addToDays: (deltas: readonly DayDelta[]) => days.addToDays(workspaceId, deltas),
    invoicesBetween: (from, to) => days.invoicesBetween(workspaceId, from, to),
    depositsBetween: async (from, to) => {
      const pairs = new Map((await days.listPairs(workspaceId)).map((p) => [p.depositId, p.invoiceId]));
      return (await readBankTransactions(workspaceId, from, to)).filter(isDeposit).map((t) => ({
        id: t.id,
        date: t.date,
        amountCents: t.amountCents,
        kind: t.revenueKind ?? 'other',
        invoiceId: pairs.get(t.id) ?? null,
      }));
    },
    depositPartner: (depositId) => days.depositPartner(workspaceId, depositId),
    putInvoice: (invoice) => days.putInvoice(workspaceId, invoice),
    deleteInvoice: (id, date) => days.deleteInvoice(workspaceId, id, date),
    claimPair: (invoice, depositId) => days.claimPair(workspaceId, invoice, depositId),
    releasePair: ({ invoiceId, depositId }) => days.releasePair(workspaceId, invoiceId, depositId),
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
