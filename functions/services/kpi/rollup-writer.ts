import type { CalendarDate } from '../../domain/finance/calendar-date';
import { addDays } from '../../domain/finance/calendar-date';
import {
  contributionChange,
  type DayDelta,
  type IncomeKind,
  revenueMetric,
  sumDeltas,
} from '../../domain/kpi/day-metrics';
import { invoicePayment, isDeposit } from '../../domain/kpi/recompute';
import { MATCH_WINDOW_DAYS, type MoneyIn, type Pair, pickPartner } from '../../domain/kpi/revenue-match';
import {
  type BankTransactionFacts,
  bankTransactionContribution,
  type IntegrationItemFacts,
  integrationItemContribution,
  type TaskFacts,
  taskContribution,
} from '../../domain/kpi/source-contributions';

/**
 * The one place the dashboard's day rollups are written. Each writer (task changes, the integration sync, the
 * statement import) calls it only for what it knows to be new or changed — a task's conditional status change, an
 * upsert that found the item created or different, a transaction that was not a duplicate — so a retried request
 * or a re-sync adds nothing. What it adds is `contributionChange(before, after)` of the item, the same functions the
 * recompute job sums, so both give the same rollups.
 *
 * It also keeps revenue counted once: a newly paid invoice pairs with an unpaired income deposit of the same amount
 * within 3 days (and a new deposit with an unpaired invoice); the deposit then moves from bank revenue to
 * `revenue.matched`. A pair whose invoice stops counting is released and its deposit looks for another partner.
 */
export interface PairedInvoice extends MoneyIn {
  depositId: string | null;
}

export interface PairedDeposit extends MoneyIn {
  invoiceId: string | null;
  kind: IncomeKind;
}

export interface RollupPorts {
  addToDays(deltas: readonly DayDelta[]): Promise<void>;
  /** Paid invoices dated within the span, with their partners. */
  invoicesBetween(from: CalendarDate, to: CalendarDate): Promise<PairedInvoice[]>;
  /** Income deposits dated within the span, with their partners. */
  depositsBetween(from: CalendarDate, to: CalendarDate): Promise<PairedDeposit[]>;
  /**
   * The invoice each paired deposit is paired with, from the pair records (the deposits may be gone already);
   * unpaired deposits are absent.
   */
  depositPartners(depositIds: readonly string[]): Promise<ReadonlyMap<string, string>>;
  /** Records a paid invoice for matching (keeping its pair). */
  putInvoice(invoice: MoneyIn): Promise<void>;
  /** Forgets a paid invoice; its pair, if any, is released first. */
  deleteInvoice(id: string, date: CalendarDate): Promise<void>;
  /** Pairs the two if neither is paired yet (conditional writes); false when one was taken meanwhile. */
  claimPair(invoice: MoneyIn, depositId: string): Promise<boolean>;
  releasePair(pair: Pair): Promise<void>;
}

export interface StoredTransaction extends BankTransactionFacts {
  id: string;
}

export interface ItemChange {
  id: string;
  before: IntegrationItemFacts | undefined;
  after: IntegrationItemFacts | undefined;
}

export class RollupWriter {
  constructor(
    private readonly ports: RollupPorts,
    private readonly timeZone: string,
  ) {}

  /** A task created, changed, or deleted (`after` undefined). */
  async taskChanged(before: TaskFacts | undefined, after: TaskFacts | undefined): Promise<void> {
    const contribution = (task: TaskFacts | undefined) => (task ? taskContribution(task, this.timeZone) : []);
    await this.ports.addToDays(contributionChange(contribution(before), contribution(after)));
  }

  /**
   * Synced items created, changed, or removed (`after` undefined), a sync page at a time: the day totals move in one
   * write per day touched; only invoices whose payment changed are paired or released, one by one.
   */
  async itemsChanged(changes: readonly ItemChange[]): Promise<void> {
    const contribution = (item: IntegrationItemFacts | undefined) =>
      item ? integrationItemContribution(item, this.timeZone) : [];
    await this.ports.addToDays(
      sumDeltas(changes.flatMap(({ before, after }) => contributionChange(contribution(before), contribution(after)))),
    );
    for (const { id, before, after } of changes) {
      const was = before && invoicePayment(before, this.timeZone);
      const is = after && invoicePayment(after, this.timeZone);
      if (was?.date === is?.date && was?.amountCents === is?.amountCents) continue;
      if (was) await this.forgetInvoice(id, was.date);
      if (is) {
        await this.ports.putInvoice({ id, ...is });
        await this.pairInvoice({ id, ...is });
      }
    }
  }

  /** One synced item created, changed, or removed. */
  itemChanged(id: string, before: IntegrationItemFacts | undefined, after: IntegrationItemFacts | undefined) {
    return this.itemsChanged([{ id, before, after }]);
  }

  /** Transactions newly imported (never duplicates: the import path has already set those aside). */
  async transactionsImported(transactions: readonly StoredTransaction[]): Promise<void> {
    await this.ports.addToDays(sumDeltas(transactions.flatMap((t) => bankTransactionContribution(t, false))));
    const arrived = transactions.filter(isDeposit);
    if (arrived.length > 0)
      await this.pairDeposits(arrived.map(({ id, date, amountCents }) => ({ id, date, amountCents })));
  }

  /** A transaction recategorised (its category or revenue kind changed), called once it is stored. */
  async transactionChanged(before: StoredTransaction, after: StoredTransaction): Promise<void> {
    const pairedWith = await this.partnerOfDeposit(before);
    const keepsPair = pairedWith !== null && isDeposit(after);
    await this.ports.addToDays(
      contributionChange(
        bankTransactionContribution(before, pairedWith !== null),
        bankTransactionContribution(after, keepsPair),
      ),
    );
    if (pairedWith !== null && !keepsPair) {
      await this.ports.releasePair({ invoiceId: pairedWith, depositId: before.id });
      await this.repairInvoice(pairedWith, before.date);
    } else if (pairedWith === null && isDeposit(after) && !isDeposit(before)) {
      await this.pairDeposits([{ id: after.id, date: after.date, amountCents: after.amountCents }]);
    }
  }

  /**
   * Transactions removed (an import taken back, a bank link removed), called once they are gone: the day totals move
   * in one write per day touched, as for an import, and the deposits' pairs are found with one batched read; only
   * deposits that were paired release and repair, one by one. One write (or read) per transaction made removing the
   * Demo Bank's 160 take seconds, past the request's deadline under load.
   */
  async transactionsRemoved(transactions: readonly StoredTransaction[]): Promise<void> {
    const partners = await this.ports.depositPartners(transactions.filter(isDeposit).map((t) => t.id));
    const removed = transactions.map((transaction) => ({
      transaction,
      pairedWith: partners.get(transaction.id) ?? null,
    }));
    await this.ports.addToDays(
      sumDeltas(
        removed.flatMap(({ transaction, pairedWith }) =>
          contributionChange(bankTransactionContribution(transaction, pairedWith !== null), []),
        ),
      ),
    );
    for (const { transaction, pairedWith } of removed) {
      if (pairedWith === null) continue;
      await this.ports.releasePair({ invoiceId: pairedWith, depositId: transaction.id });
      await this.repairInvoice(pairedWith, transaction.date);
    }
  }

  private async partnerOfDeposit(transaction: StoredTransaction): Promise<string | null> {
    if (!isDeposit(transaction)) return null;
    return (await this.ports.depositPartners([transaction.id])).get(transaction.id) ?? null;
  }

  /** An invoice that stopped counting: its deposit, if any, counts as bank revenue again and looks for another. */
  private async forgetInvoice(id: string, date: CalendarDate): Promise<void> {
    const invoice = (await this.ports.invoicesBetween(date, date)).find((i) => i.id === id);
    if (invoice?.depositId) await this.ports.releasePair({ invoiceId: id, depositId: invoice.depositId });
    await this.ports.deleteInvoice(id, date);
    if (!invoice?.depositId) return;
    const deposit = (await this.depositsAround(date)).find((d) => d.id === invoice.depositId);
    if (!deposit) return;
    await this.ports.addToDays(moveDeposit(deposit, 'unmatched'));
    await this.pairDeposits([deposit]);
  }

  /** An invoice whose deposit went away looks for another. */
  private async repairInvoice(invoiceId: string, near: CalendarDate): Promise<void> {
    const invoice = (await this.invoicesAround(near)).find((i) => i.id === invoiceId);
    if (invoice && !invoice.depositId) await this.pairInvoice(invoice);
  }

  private async pairInvoice(invoice: MoneyIn): Promise<void> {
    const candidates = await this.depositsAround(invoice.date);
    const paired = new Set(candidates.filter((d) => d.invoiceId).map((d) => d.id));
    const deposit = pickPartner(invoice, candidates, paired);
    if (deposit && (await this.ports.claimPair(invoice, deposit.id))) {
      await this.ports.addToDays(moveDeposit(deposit, 'matched'));
    }
  }

  /** New or freed deposits, oldest first, each take the best unpaired invoice; one read for the whole batch. */
  private async pairDeposits(arrived: readonly MoneyIn[]): Promise<void> {
    const dates = arrived.map((d) => d.date).sort();
    const invoices = await this.ports.invoicesBetween(
      addDays(dates[0]!, -MATCH_WINDOW_DAYS),
      addDays(dates.at(-1)!, MATCH_WINDOW_DAYS),
    );
    if (invoices.length === 0) return;
    const paired = new Set(invoices.filter((i) => i.depositId).map((i) => i.id));
    const byDate = [...arrived].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
    const kinds = new Map((await this.ports.depositsBetween(dates[0]!, dates.at(-1)!)).map((d) => [d.id, d]));
    for (const deposit of byDate) {
      const invoice = pickPartner(deposit, invoices, paired);
      if (!invoice) continue;
      const stored = kinds.get(deposit.id);
      if (!stored || stored.invoiceId) continue;
      if (await this.ports.claimPair(invoice, deposit.id)) {
        paired.add(invoice.id);
        await this.ports.addToDays(moveDeposit(stored, 'matched'));
      }
    }
  }

  private invoicesAround(date: CalendarDate): Promise<PairedInvoice[]> {
    return this.ports.invoicesBetween(addDays(date, -MATCH_WINDOW_DAYS), addDays(date, MATCH_WINDOW_DAYS));
  }

  private depositsAround(date: CalendarDate): Promise<PairedDeposit[]> {
    return this.ports.depositsBetween(addDays(date, -MATCH_WINDOW_DAYS), addDays(date, MATCH_WINDOW_DAYS));
  }
}

/** A deposit moving between bank revenue and `revenue.matched` on its day. */
function moveDeposit(deposit: PairedDeposit, to: 'matched' | 'unmatched'): DayDelta[] {
  const sign = to === 'matched' ? 1 : -1;
  return [
    {
      date: deposit.date,
      metrics: {
        'revenue.matched': sign * deposit.amountCents,
        [revenueMetric('bank', deposit.kind)]: -sign * deposit.amountCents,
      },
    },
  ];
}
