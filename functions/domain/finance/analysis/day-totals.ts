import {
  type ExpenseCategory,
  isExpenseCategory,
  type RevenueKind,
  type TransactionCategory,
} from '@shared/catalog/finance-categories';
import type { CalendarDate } from '../calendar-date';
import { isDirectPayer } from '../transactions/merchant';

/**
 * A day of the business in money: income by revenue kind, spending by expense category, income by payer. The
 * analysis reads 60 of these instead of every transaction, so its cost does not grow with the business; the
 * store keeps them current as transactions are imported or recategorised (`dayTotalsDelta`).
 */
export type IncomeKind = RevenueKind | 'other';

export interface DayTotals {
  date: CalendarDate;
  /** Cents received, by kind (`other`: income that is not a sale, such as interest). */
  income: Partial<Record<IncomeKind, number>>;
  /** Cents spent, by category; a refund makes its category's figure smaller. */
  expenses: Partial<Record<ExpenseCategory, number>>;
  /** Cents received from direct payers (customers, not card processors), by name: for revenue concentration. */
  payers: Record<string, number>;
}

export interface CategorisedTransaction {
  date: CalendarDate;
  amountCents: number;
  category: TransactionCategory;
  revenueKind: RevenueKind | undefined;
  /** The merchant or payer name (`merchantName`). */
  merchant: string;
}

/** What one transaction adds to its day; recategorising is its old contribution taken away and the new added. */
export function dayTotalsDelta(transaction: CategorisedTransaction, sign: 1 | -1 = 1): DayTotals {
  const delta: DayTotals = { date: transaction.date, income: {}, expenses: {}, payers: {} };
  const { category, amountCents } = transaction;
  if (category === 'Income') {
    delta.income[transaction.revenueKind ?? 'other'] = sign * amountCents;
    if (isDirectPayer(transaction.merchant)) delta.payers[transaction.merchant] = sign * amountCents;
  } else if (isExpenseCategory(category)) {
    delta.expenses[category] = sign * -amountCents;
  }
  return delta;
}

/** Adds deltas into totals per day (the in-memory twin of the store's atomic `ADD`s). */
export function sumDayTotals(deltas: Iterable<DayTotals>): DayTotals[] {
  const days = new Map<CalendarDate, DayTotals>();
  for (const delta of deltas) {
    const day = days.get(delta.date) ?? { date: delta.date, income: {}, expenses: {}, payers: {} };
    days.set(delta.date, day);
    addInto(day.income, delta.income);
    addInto(day.expenses, delta.expenses);
    addInto(day.payers, delta.payers);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

function addInto<K extends string>(target: Partial<Record<K, number>>, source: Partial<Record<K, number>>) {
  for (const key of Object.keys(source) as K[]) target[key] = (target[key] ?? 0) + (source[key] ?? 0);
}
