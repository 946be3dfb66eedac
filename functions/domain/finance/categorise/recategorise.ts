import type { CategorySource, RevenueKind, TransactionCategory } from '@shared/catalog/finance-categories';
import { type DayTotals, dayTotalsDelta } from '../analysis/day-totals';
import type { StoredTransaction, TransactionDayPage } from '../transactions/transaction-day';

export interface CategoryChange {
  category: TransactionCategory;
  revenueKind: RevenueKind | null;
  source: CategorySource;
}

export interface DayRecategorisation {
  /** The page with the changes, or undefined when nothing in it changed. */
  page: TransactionDayPage | undefined;
  /** Each changed transaction's old contribution taken away and its new one added. */
  deltas: DayTotals[];
  changed: StoredTransaction[];
}

/**
 * Applies `decide` to each transaction of a day page: the change it answers (if it differs from what is stored)
 * replaces the transaction's category, and the day totals move with it.
 */
export function recategoriseDay(
  page: TransactionDayPage,
  decide: (transaction: StoredTransaction) => CategoryChange | undefined,
): DayRecategorisation {
  const deltas: DayTotals[] = [];
  const changed: StoredTransaction[] = [];
  const transactions = page.transactions.map((t) => {
    const change = decide(t);
    if (!change) return t;
    const revenueKind = change.category === 'Income' ? change.revenueKind : null;
    if (t.category === change.category && t.revenueKind === revenueKind && t.categorySource === change.source) return t;
    const next: StoredTransaction = { ...t, category: change.category, revenueKind, categorySource: change.source };
    deltas.push(totalsOf(page, t, -1), totalsOf(page, next, 1));
    changed.push(next);
    return next;
  });
  return { page: changed.length ? { ...page, transactions } : undefined, deltas, changed };
}

function totalsOf(page: TransactionDayPage, t: StoredTransaction, sign: 1 | -1): DayTotals {
  return dayTotalsDelta(
    {
      date: page.date,
      amountCents: t.amountCents,
      category: t.category,
      revenueKind: t.revenueKind ?? undefined,
      merchant: t.merchant,
    },
    sign,
  );
}
