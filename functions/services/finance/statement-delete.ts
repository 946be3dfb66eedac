import { statementEntity } from '../../data/finance/statements';
import { allTransactionDays } from '../../data/finance/transaction-days';
import { Conflict } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { fileStore } from '../../platform/storage';
import { recomputeForecastAfterBooksChanged } from '../forecast/books-changed';
import { found } from '../workspace/not-found';
import { workspaceBooks } from './books';
import { withFinanceLease } from './finance-lease';
import { dayKeyOf, removeStoredTransactions } from './transaction-import';

/**
 * `DELETE /api/financial/statements/{id}`: the statement's transactions leave their day pages, their day totals are
 * subtracted and the dashboard's rollups hear of them (the one removal path, `removeStoredTransactions`), all under
 * the finance lease; then the file and the record go. A transaction another statement also held was stored once,
 * under the statement that brought it first, so it leaves with that one. Accounts stay: a user may have named them.
 */
export async function deleteStatement(workspaceId: string, id: string): Promise<void> {
  const statement = found(await statementEntity.get({ workspaceId, id }, { consistent: true }), 'statement');
  if (statement.status === 'processing') {
    throw new Conflict('This statement is still being imported; delete it once the import has finished');
  }
  // The file first: an import event that arrives late then finds nothing to register again.
  await fileStore().delete(statement.fileKey);
  await withFinanceLease(workspaceId, async (lease) => {
    const fingerprints = new Map<string, Set<string>>();
    for await (const pages of allTransactionDays(workspaceId)) {
      for (const page of pages) {
        for (const t of page.transactions) {
          if (t.source.kind !== 'statement' || t.source.statementId !== id) continue;
          const key = dayKeyOf(page);
          fingerprints.set(key, (fingerprints.get(key) ?? new Set()).add(t.fingerprint));
        }
      }
    }
    const removed = await removeStoredTransactions(await workspaceBooks(workspaceId, lease), fingerprints);
    lease.assertHeld();
    await statementEntity.delete({ workspaceId, id });
    logger.info('Statement deleted', { statementId: id, transactionsRemoved: removed.length });
  });
  await recomputeForecastAfterBooksChanged(workspaceId);
}
