import { isExpenseCategory } from '@shared/catalog/finance-categories';
import { centsToDollars } from '@shared/format/money';
import type { Transaction } from '@shared/schemas/finance';
import type { TransactionsResult } from './tool-results';

/** Merchants an answer lists at most. */
export const TOP_MERCHANTS = 10;

type Summary = Pick<
  TransactionsResult,
  'count' | 'received' | 'spent' | 'byCategory' | 'topMerchants' | 'transactions'
>;

/**
 * Totals over a list of transactions (newest first), counted the way the financial analysis counts a day: income is
 * money received in Income, spending is money out in the expense categories net of their refunds, and transfers
 * between the business's own accounts are neither. Added in cents, so the dollars never drift.
 */
export function summariseTransactions(transactions: readonly Transaction[], limit: number): Summary {
  let receivedCents = 0;
  let spentCents = 0;
  const categories = new Map<string, { cents: number; count: number }>();
  const merchants = new Map<string, { cents: number; count: number }>();
  const add = (map: typeof categories, key: string, cents: number) => {
    const entry = map.get(key) ?? { cents: 0, count: 0 };
    entry.cents += cents;
    entry.count += 1;
    map.set(key, entry);
  };
  for (const t of transactions) {
    const cents = Math.round(t.amount * 100);
    if (t.category === 'Income') receivedCents += cents;
    else if (isExpenseCategory(t.category)) {
      spentCents -= cents;
      add(categories, t.category, -cents);
      add(merchants, t.merchant || t.description, -cents);
    }
  }
  const ranked = (map: typeof categories) =>
    [...map.entries()]
      .sort(([a, x], [b, y]) => y.cents - x.cents || a.localeCompare(b))
      .map(([name, { cents, count }]) => ({ name, spent: centsToDollars(cents), count }));
  return {
    count: transactions.length,
    received: centsToDollars(receivedCents),
    spent: centsToDollars(spentCents),
    byCategory: ranked(categories).map(({ name, ...rest }) => ({ category: name, ...rest })),
    topMerchants: ranked(merchants)
      .slice(0, TOP_MERCHANTS)
      .map(({ name, ...rest }) => ({ merchant: name, ...rest })),
    transactions: transactions.slice(0, limit).map((t) => ({
      date: t.date,
      merchant: t.merchant,
      description: t.description,
      amount: t.amount,
      category: t.category,
    })),
  };
}
