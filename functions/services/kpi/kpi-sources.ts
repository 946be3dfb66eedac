import { readTransactionDaysBetween } from '../../data/finance/transaction-days';
import { integrationItemEntity, type StoredItem } from '../../data/integrations/integration-items';
import { integrationEntity } from '../../data/integrations/integrations';
import type { IntegrationItemFacts } from '../../domain/kpi/source-contributions';
import type { StoredTransaction } from './rollup-writer';

/**
 * The source items of the other areas, as the recompute job and the revenue matching read them. Tasks are read
 * where they live (`services/tasks/tasks.ts`); synced items from each integration's records; bank transactions from the
 * finance area's day pages.
 */
export async function readIntegrationItems(workspaceId: string): Promise<(IntegrationItemFacts & { id: string })[]> {
  const integrations = await integrationEntity.queryAll({ workspaceId });
  const items: StoredItem[] = [];
  for (const { id: integrationId } of integrations) {
    items.push(...(await integrationItemEntity.queryAll({ workspaceId, integrationId })));
  }
  return items;
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
