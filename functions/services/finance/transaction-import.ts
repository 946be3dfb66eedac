import { type DayTotals, dayTotalsDelta, sumDayTotals } from '../../domain/finance/analysis/day-totals';
import type { CalendarDate } from '../../domain/finance/calendar-date';
import type { CategorisableTransaction, Categorisation } from '../../domain/finance/categorise/categorisation';
import { OccurrenceCounter, transactionFingerprint } from '../../domain/finance/transactions/fingerprint';
import { merchantName } from '../../domain/finance/transactions/merchant';
import {
  mergeIntoDay,
  type StoredSource,
  type StoredTransaction,
  type TransactionDayPage,
} from '../../domain/finance/transactions/transaction-day';

/**
 * The one import path. Statements (CSV, OFX, PDF), Plaid syncs and the Demo Bank all hand their transactions to
 * `TransactionImport`, which fingerprints them, finds duplicates among what each account-day already holds,
 * categorises only what is new (rules, built-in rules, then the AI or the classifier, in batches), writes the
 * changed day pages and the day totals, and reports what it did. Storage and categorisation are ports, so the
 * same logic runs against DynamoDB and in unit tests.
 *
 * `onImported` is the one place where newly imported transactions are known (the dashboard's rollups hook in
 * there). Callers hold the workspace's finance lease while importing, so day pages are read and written by one
 * writer at a time.
 */
export interface ImportPorts {
  readDays(keys: readonly DayKey[]): Promise<TransactionDayPage[]>;
  writeDays(pages: readonly TransactionDayPage[]): Promise<void>;
  addDayTotals(totals: readonly DayTotals[]): Promise<void>;
  categorise(transactions: readonly CategorisableTransaction[]): Promise<Categorisation[]>;
  onImported?(transactions: readonly ImportedTransaction[]): Promise<void>;
  /** Transactions taken back by `rollback` (the dashboard's rollups subtract them). */
  onRemoved?(transactions: readonly ImportedTransaction[]): Promise<void>;
}

export interface DayKey {
  date: CalendarDate;
  accountId: string;
}

export interface IncomingTransaction {
  accountId: string;
  date: CalendarDate;
  description: string;
  amountCents: number;
  bankCategory?: string | undefined;
  source: StoredSource;
  /** A stable id from the source (Plaid's transaction id) replaces the content fingerprint. */
  externalId?: string;
}

export interface ImportedTransaction extends StoredTransaction {
  date: CalendarDate;
  accountId: string;
}

export interface ImportTotals {
  imported: number;
  duplicates: number;
}

/** How many transactions are fingerprinted, checked and written together. */
export const IMPORT_CHUNK = 2_000;

export class TransactionImport {
  private readonly counter = new OccurrenceCounter();
  private pending: IncomingTransaction[] = [];
  /** What this import added, by day key: to take it back if the import fails halfway. */
  private readonly added = new Map<string, Set<string>>();
  readonly totals: ImportTotals = { imported: 0, duplicates: 0 };

  constructor(private readonly ports: ImportPorts) {}

  async add(transaction: IncomingTransaction): Promise<void> {
    this.pending.push(transaction);
    if (this.pending.length >= IMPORT_CHUNK) await this.flush();
  }

  /** Writes what is pending; call once more at the end. */
  async flush(): Promise<void> {
    const chunk = this.pending;
    this.pending = [];
    if (chunk.length === 0) return;

    const prepared = chunk.map((t) => {
      const parts = { accountId: t.accountId, date: t.date, amountCents: t.amountCents, description: t.description };
      const fingerprint = t.externalId
        ? externalFingerprint({ ...t, externalId: t.externalId })
        : transactionFingerprint(parts, this.counter.next(parts));
      return { ...t, fingerprint, merchant: merchantName(t.description) };
    });

    const groups = new Map<string, typeof prepared>();
    for (const t of prepared) {
      const key = dayKeyOf(t);
      const group = groups.get(key);
      if (group) group.push(t);
      else groups.set(key, [t]);
    }
    const keys = [...groups.values()].map((g) => ({ date: g[0]!.date, accountId: g[0]!.accountId }));
    const existing = await this.ports.readDays(keys);
    const known = new Set(existing.flatMap((page) => page.transactions.map((t) => t.fingerprint)));

    // Only what is new is categorised (the AI is paid per call); a repeat within the chunk is a duplicate too.
    const fresh = prepared.filter((t) => !known.has(t.fingerprint) && known.add(t.fingerprint));
    const categories = await this.ports.categorise(fresh);
    const categorised = new Map(fresh.map((t, i) => [t, categories[i]!]));

    const pages: TransactionDayPage[] = [];
    const imported: ImportedTransaction[] = [];
    for (const group of groups.values()) {
      const { date, accountId } = group[0]!;
      const stored = group.flatMap((t) => {
        const category = categorised.get(t);
        return category ? [storedOf(t, category)] : [];
      });
      const merge = mergeIntoDay(
        date,
        accountId,
        existing.filter((p) => p.date === date && p.accountId === accountId),
        stored,
      );
      pages.push(...merge.pages);
      imported.push(...merge.added.map((t) => ({ ...t, date, accountId })));
    }
    this.totals.imported += imported.length;
    this.totals.duplicates += chunk.length - imported.length;
    if (pages.length === 0) return;

    for (const t of imported) {
      const key = dayKeyOf(t);
      const set = this.added.get(key) ?? new Set<string>();
      set.add(t.fingerprint);
      this.added.set(key, set);
    }
    await this.ports.writeDays(pages);
    await this.ports.addDayTotals(
      sumDayTotals(
        imported.map((t) => dayTotalsDelta({ ...t, revenueKind: t.revenueKind ?? undefined, merchant: t.merchant })),
      ),
    );
    await this.ports.onImported?.(imported);
  }

  /**
   * Takes back everything this import wrote (its transactions and their day totals), for a statement that failed
   * after some of it was written: a file is imported whole or not at all.
   */
  async rollback(): Promise<void> {
    this.pending = [];
    if (this.added.size === 0) return;
    await removeStoredTransactions(this.ports, this.added);
    this.added.clear();
    this.totals.imported = 0;
  }
}

/**
 * The fingerprint of a transaction that carries its source's own id (Plaid's): from the id, the account, the date and
 * the amount, so a sync that re-sends it is a duplicate and one that changed its date or amount is not.
 */
export function externalFingerprint(
  t: Pick<IncomingTransaction, 'accountId' | 'date' | 'amountCents'> & { externalId: string },
): string {
  return transactionFingerprint(
    { accountId: t.accountId, date: t.date, amountCents: t.amountCents, description: `external:${t.externalId}` },
    0,
  );
}

/** The key `removeStoredTransactions` groups fingerprints by. */
export const dayKeyOf = (key: DayKey): string => `${key.date}|${key.accountId}`;

/**
 * Takes stored transactions out of the books: the given fingerprints (grouped by `dayKeyOf`) leave their day pages,
 * their day totals are subtracted and `onRemoved` hears of them. A fingerprint no page holds is simply not there.
 * Answers what was removed.
 */
export async function removeStoredTransactions(
  ports: Pick<ImportPorts, 'readDays' | 'writeDays' | 'addDayTotals' | 'onRemoved'>,
  fingerprintsByDay: ReadonlyMap<string, ReadonlySet<string>>,
): Promise<ImportedTransaction[]> {
  if (fingerprintsByDay.size === 0) return [];
  const keys = [...fingerprintsByDay.keys()].map((key) => {
    const [date, accountId] = key.split('|') as [CalendarDate, string];
    return { date, accountId };
  });
  const pages = await ports.readDays(keys);
  const removed: ImportedTransaction[] = [];
  const changed = pages.flatMap((page) => {
    const gone = fingerprintsByDay.get(dayKeyOf(page));
    const keep = page.transactions.filter((t) => !gone?.has(t.fingerprint));
    if (keep.length === page.transactions.length) return [];
    removed.push(
      ...page.transactions
        .filter((t) => gone?.has(t.fingerprint))
        .map((t) => ({ ...t, date: page.date, accountId: page.accountId })),
    );
    return [{ ...page, transactions: keep }];
  });
  if (changed.length === 0) return [];
  await ports.writeDays(changed);
  await ports.addDayTotals(
    sumDayTotals(removed.map((t) => dayTotalsDelta({ ...t, revenueKind: t.revenueKind ?? undefined }, -1))),
  );
  await ports.onRemoved?.(removed);
  return removed;
}

function storedOf(
  t: IncomingTransaction & { fingerprint: string; merchant: string },
  category: Categorisation,
): StoredTransaction {
  return {
    fingerprint: t.fingerprint,
    description: t.description,
    merchant: t.merchant,
    amountCents: t.amountCents,
    category: category.category,
    revenueKind: category.revenueKind ?? null,
    categorySource: category.source,
    source: t.source,
  };
}
