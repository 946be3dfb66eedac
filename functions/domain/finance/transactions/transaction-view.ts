import type { TransactionCategory } from '@shared/catalog/finance-categories';
import { centsToDollars } from '@shared/format/money';
import type { Transaction } from '@shared/schemas/finance';
import { type StoredTransaction, type TransactionDayPage, transactionId } from './transaction-day';

/** The transactions list's filters that look inside a day page (dates select the pages themselves). */
export interface TransactionFilter {
  category?: TransactionCategory | undefined;
  /** Words of the description or merchant, any case. */
  q?: string | undefined;
  accountId?: string | undefined;
}

export function matchesFilter(
  page: Pick<TransactionDayPage, 'accountId'>,
  transaction: StoredTransaction,
  filter: TransactionFilter,
): boolean {
  if (filter.accountId && page.accountId !== filter.accountId) return false;
  if (filter.category && transaction.category !== filter.category) return false;
  if (filter.q) {
    const text = `${transaction.description} ${transaction.merchant}`.toLowerCase();
    if (
      !filter.q
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean)
        .every((word) => text.includes(word))
    )
      return false;
  }
  return true;
}

/** A stored transaction as the API answers it: dollars, negative for money out, and an id that finds its day. */
export function transactionView(
  page: Pick<TransactionDayPage, 'date' | 'accountId'>,
  t: StoredTransaction,
): Transaction {
  return {
    id: transactionId(page.date, page.accountId, t.fingerprint),
    date: page.date,
    description: t.description,
    merchant: t.merchant,
    amount: centsToDollars(t.amountCents),
    category: t.category,
    revenueKind: t.revenueKind,
    categorySource: t.categorySource,
    accountId: page.accountId,
    source: t.source.kind === 'plaid' ? { kind: 'plaid', bankLinkId: t.source.bankLinkId } : t.source,
  };
}
