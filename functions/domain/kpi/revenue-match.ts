import { addDays, type CalendarDate, daysBetween } from '../finance/calendar-date';

/**
 * Revenue is counted once when an invoice payment also appears as a bank deposit (issue 12): a paid invoice from a
 * connected app and an income deposit are the same money when they are for the same amount, to the cent, and at
 * most 3 days apart. The invoice keeps counting (it says what was sold); the deposit then counts as matched, not as
 * revenue. Each invoice pairs with at most one deposit and each deposit with at most one invoice.
 *
 * Writers pair as items arrive: a newly paid invoice takes the best unpaired deposit, a newly imported deposit the
 * best unpaired invoice, and a deposit freed by an invoice that stopped counting looks for another. So at any time
 * no unpaired invoice has an unpaired partner within reach, and the recompute job, which keeps the stored pairs and
 * pairs what is left the same way, finds the same pairs.
 */
export const MATCH_WINDOW_DAYS = 3;

export interface MoneyIn {
  /** Unique within its side (invoice item id, or deposit id). */
  id: string;
  date: CalendarDate;
  amountCents: number;
}

export function canPair(a: MoneyIn, b: MoneyIn): boolean {
  return a.amountCents === b.amountCents && Math.abs(daysBetween(a.date, b.date)) <= MATCH_WINDOW_DAYS;
}

/** The days a partner of an item dated `date` can fall on. */
export function matchWindow(date: CalendarDate): { from: CalendarDate; to: CalendarDate } {
  return { from: addDays(date, -MATCH_WINDOW_DAYS), to: addDays(date, MATCH_WINDOW_DAYS) };
}

/**
 * The partner an item takes among candidates not yet paired: the nearest in date, then the earlier, then the
 * smaller id (so the choice never depends on the order candidates are read in).
 */
export function pickPartner<T extends MoneyIn>(
  item: MoneyIn,
  candidates: readonly T[],
  paired: ReadonlySet<string>,
): T | undefined {
  let best: T | undefined;
  for (const candidate of candidates) {
    if (paired.has(candidate.id) || !canPair(item, candidate)) continue;
    if (!best || closer(item, candidate, best)) best = candidate;
  }
  return best;
}

function closer(item: MoneyIn, a: MoneyIn, b: MoneyIn): boolean {
  const da = Math.abs(daysBetween(item.date, a.date));
  const db = Math.abs(daysBetween(item.date, b.date));
  if (da !== db) return da < db;
  if (a.date !== b.date) return a.date < b.date;
  return a.id < b.id;
}

export interface Pair {
  invoiceId: string;
  depositId: string;
}

/**
 * The pairs a set of invoices and deposits ends with: the given pairs that still hold (both sides exist and still
 * qualify), then every unpaired invoice, oldest first, takes its partner among the unpaired deposits.
 */
export function settlePairs(
  invoices: readonly MoneyIn[],
  deposits: readonly MoneyIn[],
  existing: readonly Pair[] = [],
): Pair[] {
  const invoiceById = new Map(invoices.map((i) => [i.id, i]));
  const depositById = new Map(deposits.map((d) => [d.id, d]));
  const pairs: Pair[] = [];
  const pairedInvoices = new Set<string>();
  const pairedDeposits = new Set<string>();
  for (const pair of existing) {
    const invoice = invoiceById.get(pair.invoiceId);
    const deposit = depositById.get(pair.depositId);
    if (!invoice || !deposit || !canPair(invoice, deposit)) continue;
    if (pairedInvoices.has(invoice.id) || pairedDeposits.has(deposit.id)) continue;
    pairs.push(pair);
    pairedInvoices.add(invoice.id);
    pairedDeposits.add(deposit.id);
  }
  const waiting = invoices
    .filter((i) => !pairedInvoices.has(i.id))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  for (const invoice of waiting) {
    const deposit = pickPartner(invoice, deposits, pairedDeposits);
    if (!deposit) continue;
    pairs.push({ invoiceId: invoice.id, depositId: deposit.id });
    pairedDeposits.add(deposit.id);
  }
  return pairs;
}
