import type { IntegrationItemFacts } from '../../domain/kpi/source-contributions';
import type { StoredTransaction } from './rollup-writer';

/**
 * The source items of the other areas, as the recompute job and the revenue matching read them. Tasks are read
 * where they live (`services/tasks.ts`). The integrations area (issue 10) and the finance area (issue 11) are not in
 * this branch yet, so there are no synced items and no bank transactions to read: these two readers are where their
 * stores are read once they land (and `RollupWriter`'s `itemChanged` / `transactionsImported` are the hooks their
 * sync and import paths call).
 */
export async function readIntegrationItems(_workspaceId: string): Promise<(IntegrationItemFacts & { id: string })[]> {
  return [];
}

export async function readBankTransactions(
  _workspaceId: string,
  _from: string,
  _to: string,
): Promise<StoredTransaction[]> {
  return [];
}
