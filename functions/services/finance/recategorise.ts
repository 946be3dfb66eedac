import type { CategoryRule as CategoryRuleView, Transaction } from '@shared/schemas/finance';
import { categoryRuleEntity } from '../../data/finance/category-rules';
import {
  allTransactionDays,
  readTransactionDays,
  type TransactionDayRecord,
  writeTransactionDays,
} from '../../data/finance/transaction-days';
import type { DayTotals } from '../../domain/finance/analysis/day-totals';
import { type CategoryChange, recategoriseDay } from '../../domain/finance/categorise/recategorise';
import { merchantKey } from '../../domain/finance/transactions/merchant';
import { parseTransactionId } from '../../domain/finance/transactions/transaction-day';
import { transactionView } from '../../domain/finance/transactions/transaction-view';
import { newId } from '../../platform/ids';
import { recordAudit } from '../audit/audit-log';
import { notFound } from '../workspace/not-found';
import { addToDayTotals } from './day-totals';
import { withFinanceLease } from './finance-lease';

export interface RecategoriseRequest {
  category: CategoryChange['category'];
  revenueKind?: CategoryChange['revenueKind'] | undefined;
  applyToMerchant: boolean;
}

/**
 * `PATCH /api/financial/transactions/{id}`: the user's category for one transaction (source `user`), and with
 * `applyToMerchant` the rule 'Always categorise "<merchant>" as <category>', stored (replacing the merchant's old
 * rule), used by every later import, and re-applied now to the merchant's past transactions, except those the user
 * categorised by hand. The day totals, and so the analysis, move with every change. Runs under the finance lease.
 */
export async function recategoriseTransaction(
  workspaceId: string,
  id: string,
  request: RecategoriseRequest,
  now = new Date(),
): Promise<{ transaction: Transaction; rule: CategoryRuleView | null; recategorised: number }> {
  const ref = parseTransactionId(id);
  if (!ref) throw notFound('transaction');
  return withFinanceLease(workspaceId, async (lease) => {
    const pages = await readTransactionDays(workspaceId, [{ date: ref.date, accountId: ref.accountId }]);
    const page = pages.find((p) => p.transactions.some((t) => t.fingerprint === ref.fingerprint));
    if (!page) throw notFound('transaction');
    const revenueKind = request.category === 'Income' ? (request.revenueKind ?? null) : null;
    const own = recategoriseDay(page, (t) =>
      t.fingerprint === ref.fingerprint ? { category: request.category, revenueKind, source: 'user' } : undefined,
    );
    const merchant = page.transactions.find((t) => t.fingerprint === ref.fingerprint)!.merchant;
    const written: TransactionDayRecord[] = own.page ? [own.page] : [];
    const deltas: DayTotals[] = [...own.deltas];

    let rule: CategoryRuleView | null = null;
    let recategorised = 0;
    if (request.applyToMerchant) {
      const key = merchantKey(merchant);
      rule = { id: newId(), merchant, category: request.category, revenueKind, createdAt: now.toISOString() };
      lease.assertHeld();
      await categoryRuleEntity.put({ workspaceId, ...rule, merchantKey: key });
      const byRule = (t: TransactionDayRecord['transactions'][number]): CategoryChange | undefined =>
        t.categorySource !== 'user' && merchantKey(t.merchant) === key
          ? { category: request.category, revenueKind, source: 'rule' }
          : undefined;
      for await (const batch of allTransactionDays(workspaceId)) {
        for (const stored of batch) {
          // The transaction's own day: start from the page already changed above.
          const current = written.find(
            (w) => w.date === stored.date && w.accountId === stored.accountId && w.page === stored.page,
          );
          const result = recategoriseDay(current ?? stored, byRule);
          if (!result.page) continue;
          if (current) written.splice(written.indexOf(current), 1);
          written.push(result.page);
          deltas.push(...result.deltas);
          recategorised += result.changed.length;
        }
      }
    }
    lease.assertHeld();
    await writeTransactionDays(workspaceId, written);
    await addToDayTotals(workspaceId, deltas);
    const updated = written
      .flatMap((p) => p.transactions.map((t) => [p, t] as const))
      .find(([, t]) => t.fingerprint === ref.fingerprint);
    const [updatedPage, transaction] = updated ?? [
      page,
      page.transactions.find((t) => t.fingerprint === ref.fingerprint)!,
    ];
    const before = page.transactions.find((t) => t.fingerprint === ref.fingerprint)!;
    await recordAudit(workspaceId, {
      action: 'transaction.recategorised',
      target: { type: 'transaction', id, label: merchant },
      changes: { category: [before.category, request.category] },
    });
    if (rule) {
      await recordAudit(workspaceId, {
        action: 'category_rule.created',
        target: { type: 'category_rule', id: rule.id, label: merchant },
        changes: { category: [null, rule.category], recategorised: [null, recategorised] },
      });
    }
    return { transaction: transactionView(updatedPage, transaction), rule, recategorised };
  });
}
