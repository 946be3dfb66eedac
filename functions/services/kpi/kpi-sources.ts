import { readTransactionDaysBetween } from '../../data/transaction-days';
import type { IntegrationItemFacts } from '../../domain/kpi/source-contributions';
import type { StoredTransaction } from './rollup-writer';

/**
 * The source items of the other areas, as the recompute job and the revenue matching read them. Tasks are read
 * where they live (`services/tasks.ts`); bank transactions from the finance area's day pages. The integrations area
 * (issue 10) is not in this branch yet, so there are no synced items to read: this reader is where its store is read
 * once it lands (and `RollupWriter.itemChanged` is the hook its sync calls per created, changed or removed item).
 */
export async function readIntegrationItems(_workspaceId: string): Promise<(IntegrationItemFacts & { id: string })[]> {
  return [];
}

export async function readBankTransactions(
  workspaceId: string,
  from: string,
  to: string,
): Promise<StoredTransaction[]> {
  const pages = await readTransactionDaysBetween(workspaceId, from, to);
  return pages.flatMap((page) => page.transactions.map((t) => asStoredTransaction({ ...t, date: page.date })));
}

/** A bank transaction as the finance area stores it: its fingerprint is unique in the workspace and is its id here. */
export interface BankTransactionRecord {
  fingerprint: string;
  date: string;
  amountCents: number;
  category: StoredTransaction['category'];
  revenueKind?: StoredTransaction['revenueKind'];
}

export const asStoredTransaction = (t: BankTransactionRecord): StoredTransaction => ({
  id: t.fingerprint,
  date: t.date,
  amountCents: t.amountCents,
  category: t.category,
  revenueKind: t.revenueKind ?? null,
});
