import type { CalendarDate } from '../finance/calendar-date';
import { type DayDelta, sumDeltas } from './day-metrics';
import type { DaySpan } from './kpi-periods';
import { type MoneyIn, type Pair, settlePairs } from './revenue-match';
import {
  type BankTransactionFacts,
  bankTransactionContribution,
  type IntegrationItemFacts,
  integrationItemContribution,
  itemRevenueCents,
  itemRevenueDay,
  type TaskFacts,
  taskContribution,
} from './source-contributions';

/** Everything the day rollups are made from. */
export interface RollupSources {
  tasks: readonly TaskFacts[];
  items: readonly (IntegrationItemFacts & { id: string })[];
  transactions: readonly (BankTransactionFacts & { id: string })[];
  /** The invoice/deposit pairs the writers recorded. */
  pairs: readonly Pair[];
}

export interface Recomputed {
  /** The rollups of the days in the span (days with nothing are absent). */
  days: DayDelta[];
  /** The pairs that hold, including any the writers missed. */
  pairs: Pair[];
}

/**
 * The rollups rebuilt from the source items: every item's contribution added up, with the recorded pairs that
 * still hold and any pair the writers missed (a crash between two writes). The sources must include the 3 days
 * either side of the span, where a deposit's partner may be.
 */
export function recomputeRollups(sources: RollupSources, timeZone: string, span: DaySpan): Recomputed {
  const pairs = settlePairs(invoicePayments(sources.items, timeZone), deposits(sources.transactions), sources.pairs);
  const matched = new Set(pairs.map((p) => p.depositId));
  const all = sumDeltas([
    ...sources.tasks.flatMap((task) => taskContribution(task, timeZone)),
    ...sources.items.flatMap((item) => integrationItemContribution(item, timeZone)),
    ...sources.transactions.flatMap((t) => bankTransactionContribution(t, matched.has(t.id))),
  ]);
  return { days: all.filter((day) => day.date >= span.from && day.date <= span.to), pairs };
}

/** Paid invoices as the matching sees them: their revenue, on their revenue day. */
export function invoicePayments(
  items: readonly (IntegrationItemFacts & { id: string })[],
  timeZone: string,
): MoneyIn[] {
  return items.flatMap((item) => {
    const invoice = invoicePayment(item, timeZone);
    return invoice ? [{ ...invoice, id: item.id }] : [];
  });
}

export function invoicePayment(
  item: IntegrationItemFacts,
  timeZone: string,
): { date: CalendarDate; amountCents: number } | undefined {
  if (item.dataType !== 'invoice') return undefined;
  const amountCents = itemRevenueCents(item);
  return amountCents > 0 ? { date: itemRevenueDay(item, timeZone), amountCents } : undefined;
}

/** Income deposits as the matching sees them. */
export function deposits(transactions: readonly (BankTransactionFacts & { id: string })[]): MoneyIn[] {
  return transactions.filter(isDeposit).map(({ id, date, amountCents }) => ({ id, date, amountCents }));
}

export function isDeposit(transaction: BankTransactionFacts): boolean {
  return transaction.category === 'Income' && transaction.amountCents > 0;
}
