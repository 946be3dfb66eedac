import { integrationDataTypeInfo } from '@shared/catalog/integration-data-types';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../../domain/finance/calendar-date';
import { addInto, type DayDelta, type DayMetrics, sumDeltas } from '../../domain/kpi/day-metrics';
import { recomputeRollups } from '../../domain/kpi/recompute';
import type { MoneyIn, Pair } from '../../domain/kpi/revenue-match';
import type { IntegrationItemFacts, TaskFacts } from '../../domain/kpi/source-contributions';
import {
  type PairedDeposit,
  type PairedInvoice,
  type RollupPorts,
  RollupWriter,
  type StoredTransaction,
} from './rollup-writer';

const ZONE = 'America/New_York';

/** The writer's ports over plain maps: the rollups, the invoice index, the pairs and the finance area's deposits. */
class MemoryStore implements RollupPorts {
  readonly days = new Map<CalendarDate, DayMetrics>();
  readonly invoices = new Map<string, MoneyIn>();
  readonly transactions = new Map<string, StoredTransaction>();
  /** invoice id → deposit id */
  readonly pairs = new Map<string, string>();

  async addToDays(deltas: readonly DayDelta[]) {
    for (const delta of deltas) {
      const day = this.days.get(delta.date) ?? {};
      addInto(day, delta.metrics);
      this.days.set(delta.date, day);
    }
  }
  async invoicesBetween(from: CalendarDate, to: CalendarDate): Promise<PairedInvoice[]> {
    return [...this.invoices.values()]
      .filter((i) => i.date >= from && i.date <= to)
      .map((i) => ({ ...i, depositId: this.pairs.get(i.id) ?? null }));
  }
  async depositsBetween(from: CalendarDate, to: CalendarDate): Promise<PairedDeposit[]> {
    const partner = new Map([...this.pairs].map(([invoice, deposit]) => [deposit, invoice]));
    return [...this.transactions.values()]
      .filter((t) => t.category === 'Income' && t.amountCents > 0 && t.date >= from && t.date <= to)
      .map((t) => ({
        id: t.id,
        date: t.date,
        amountCents: t.amountCents,
        kind: t.revenueKind ?? 'other',
        invoiceId: partner.get(t.id) ?? null,
      }));
  }
  async depositPartners(depositIds: readonly string[]) {
    const wanted = new Set(depositIds);
    return new Map(
      [...this.pairs].filter(([, deposit]) => wanted.has(deposit)).map(([invoice, deposit]) => [deposit, invoice]),
    );
  }
  async putInvoice(invoice: MoneyIn) {
    this.invoices.set(invoice.id, invoice);
  }
  async deleteInvoice(id: string) {
    this.invoices.delete(id);
  }
  async claimPair(invoice: MoneyIn, depositId: string) {
    if (this.pairs.has(invoice.id) || [...this.pairs.values()].includes(depositId)) return false;
    this.pairs.set(invoice.id, depositId);
    return true;
  }
  async releasePair({ invoiceId }: Pair) {
    this.pairs.delete(invoiceId);
  }
  /** The rollups as `sumDeltas` writes them: zero metrics and empty days dropped. */
  rollups(): DayDelta[] {
    return sumDeltas([...this.days].map(([date, metrics]) => ({ date, metrics })));
  }
}

/** The world the writers see: the source items, changed only through the writer, as the services will. */
class World {
  readonly store = new MemoryStore();
  readonly writer = new RollupWriter(this.store, ZONE);
  readonly tasks = new Map<string, TaskFacts>();
  readonly items = new Map<string, IntegrationItemFacts>();

  async setTask(id: string, task: TaskFacts | undefined) {
    await this.writer.taskChanged(this.tasks.get(id), task);
    if (task) this.tasks.set(id, task);
    else this.tasks.delete(id);
  }
  async setItem(id: string, item: IntegrationItemFacts | undefined) {
    const before = this.items.get(id);
    if (item) this.items.set(id, item);
    else this.items.delete(id);
    await this.writer.itemChanged(id, before, item);
  }
  async importTransactions(list: StoredTransaction[]) {
    // The import path sets duplicates aside, those already stored and repeats within the file alike.
    const fresh = list.filter(
      (t, i) => !this.store.transactions.has(t.id) && list.findIndex((o) => o.id === t.id) === i,
    );
    for (const t of fresh) this.store.transactions.set(t.id, t);
    await this.writer.transactionsImported(fresh);
  }
  async recategorise(id: string, change: Pick<StoredTransaction, 'category' | 'revenueKind'>) {
    const before = this.store.transactions.get(id);
    if (!before) return;
    const after = { ...before, ...change };
    this.store.transactions.set(id, after);
    await this.writer.transactionChanged(before, after);
  }
  /** Removed together, as a statement deletion or the Demo Bank's removal hands them over. */
  async removeTransactions(ids: readonly string[]) {
    const removed = [...new Set(ids)].flatMap((id) => this.store.transactions.get(id) ?? []);
    for (const t of removed) this.store.transactions.delete(t.id);
    await this.writer.transactionsRemoved(removed);
  }
  recompute() {
    return recomputeRollups(
      {
        tasks: [...this.tasks.values()],
        items: [...this.items].map(([id, item]) => ({ id, ...item })),
        transactions: [...this.store.transactions.values()],
        pairs: [...this.store.pairs].map(([invoiceId, depositId]) => ({ invoiceId, depositId })),
      },
      ZONE,
      { from: '2000-01-01', to: '2100-01-01' },
    );
  }
}

const invoice = (date: string, cents: number, status = 'paid'): IntegrationItemFacts => ({
  dataType: 'invoice',
  date,
  firstSeenAt: date,
  valueCents: cents,
  currency: 'USD',
  status,
});
const deposit = (id: string, date: string, cents: number): StoredTransaction => ({
  id,
  date,
  amountCents: cents,
  category: 'Income',
  revenueKind: 'recurring_services',
});
const revenueOf = (world: World) =>
  world.store
    .rollups()
    .reduce(
      (sum, d) =>
        sum + (d.metrics['revenue.apps.recurring_services'] ?? 0) + (d.metrics['revenue.bank.recurring_services'] ?? 0),
      0,
    );

describe('revenue counted once', () => {
  it('an invoice paid and its deposit 3 days later count once, whichever arrives first', async () => {
    const invoiceFirst = new World();
    await invoiceFirst.setItem('inv-1', invoice('2026-11-10T15:00:00Z', 120_000));
    await invoiceFirst.importTransactions([deposit('dep-1', '2026-11-13', 120_000)]);
    expect(revenueOf(invoiceFirst)).toBe(120_000);
    expect(invoiceFirst.store.days.get('2026-11-13')).toMatchObject({ 'revenue.matched': 120_000 });

    const depositFirst = new World();
    await depositFirst.importTransactions([deposit('dep-1', '2026-11-13', 120_000)]);
    expect(revenueOf(depositFirst)).toBe(120_000 * 1);
    await depositFirst.setItem('inv-1', invoice('2026-11-10T15:00:00Z', 120_000));
    expect(revenueOf(depositFirst)).toBe(120_000);
    expect(depositFirst.store.rollups()).toEqual(invoiceFirst.store.rollups());
  });

  it('counts both when the amounts differ by a cent or the dates by more than 3 days', async () => {
    const world = new World();
    await world.setItem('inv-1', invoice('2026-11-10T15:00:00Z', 120_000));
    await world.setItem('inv-2', invoice('2026-11-10T15:00:00Z', 50_000));
    await world.importTransactions([deposit('dep-1', '2026-11-10', 120_001), deposit('dep-2', '2026-11-14', 50_000)]);
    expect(revenueOf(world)).toBe(120_000 + 50_000 + 120_001 + 50_000);
    expect(world.store.pairs.size).toBe(0);
  });

  it('pairs one invoice with one deposit: two equal deposits and one invoice count twice', async () => {
    const world = new World();
    await world.importTransactions([deposit('dep-1', '2026-11-09', 30_000), deposit('dep-2', '2026-11-11', 30_000)]);
    await world.setItem('inv-1', invoice('2026-11-10T15:00:00Z', 30_000));
    expect(revenueOf(world)).toBe(60_000);
    // The nearest, then the earlier: dep-1 and dep-2 are both a day away.
    expect([...world.store.pairs]).toEqual([['inv-1', 'dep-1']]);
  });

  it('gives the deposit back to bank revenue when the invoice is voided, and it pairs again with a new invoice', async () => {
    const world = new World();
    await world.setItem('inv-1', invoice('2026-11-10T15:00:00Z', 30_000));
    await world.importTransactions([deposit('dep-1', '2026-11-11', 30_000)]);
    await world.setItem('inv-1', invoice('2026-11-10T15:00:00Z', 30_000, 'void'));
    expect(revenueOf(world)).toBe(30_000);
    expect(world.store.days.get('2026-11-11')).toEqual({
      'revenue.bank.recurring_services': 30_000,
      'revenue.matched': 0,
    });
    await world.setItem('inv-2', invoice('2026-11-12T15:00:00Z', 30_000));
    expect(revenueOf(world)).toBe(30_000);
    expect([...world.store.pairs]).toEqual([['inv-2', 'dep-1']]);
  });
});

describe('removed transactions', () => {
  it('move the rollups in one write and find the pairs in one read however many are removed, and a paired invoice finds the deposit left', async () => {
    const world = new World();
    let writes = 0;
    const addToDays = world.store.addToDays.bind(world.store);
    world.store.addToDays = async (deltas) => {
      writes += 1;
      await addToDays(deltas);
    };
    let pairLookups = 0;
    const depositPartners = world.store.depositPartners.bind(world.store);
    world.store.depositPartners = async (ids) => {
      pairLookups += 1;
      return depositPartners(ids);
    };
    const income = Array.from({ length: 160 }, (_, i) => deposit(`dep-${i}`, days[i % days.length]!, 1_000 + i));
    await world.setItem('inv-1', invoice('2026-11-10T15:00:00Z', 30_000));
    await world.importTransactions([...income, deposit('paired', '2026-11-11', 30_000)]);
    await world.importTransactions([deposit('kept', '2026-11-12', 30_000)]);
    expect([...world.store.pairs]).toEqual([['inv-1', 'paired']]);
    writes = 0;
    pairLookups = 0;

    await world.removeTransactions([...income.map((t) => t.id), 'paired']);
    // One write for the removal; the invoice then pairs with the deposit that is left (one write for the move).
    expect(writes).toBe(2);
    expect(pairLookups).toBe(1);
    expect([...world.store.pairs]).toEqual([['inv-1', 'kept']]);
    expect(world.store.rollups()).toEqual(world.recompute().days);
  });
});

describe('idempotent writers', () => {
  it('a re-sync of the same item or a repeated status change adds nothing', async () => {
    const world = new World();
    const lead: IntegrationItemFacts = {
      dataType: 'lead',
      date: '2026-11-20T12:00:00Z',
      firstSeenAt: '2026-11-21T00:00:00Z',
      valueCents: null,
      currency: null,
      status: null,
    };
    await world.setItem('lead-1', lead);
    await world.setItem('lead-1', lead);
    const done: TaskFacts = {
      createdAt: '2026-11-20T12:00:00Z',
      status: 'completed',
      completedAt: '2026-11-21T12:00:00Z',
    };
    await world.setTask('t1', done);
    await world.setTask('t1', done);
    expect(world.store.rollups()).toEqual([
      { date: '2026-11-20', metrics: { leads: 1, tasksCreated: 1, tasksCreatedCompleted: 1 } },
      { date: '2026-11-21', metrics: { tasksCompleted: 1, 'ttc.1440': 1 } },
    ]);
  });
});

// Random histories: whatever order things happen in, the writers' rollups equal the recompute from the sources.
const days = ['2026-11-08', '2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13', '2026-11-16'];
const instant = fc
  .tuple(fc.constantFrom(...days), fc.integer({ min: 0, max: 23 }))
  .map(([day, hour]) => `${day}T${String(hour).padStart(2, '0')}:30:00.000Z`);
const cents = fc.constantFrom(10_000, 25_000, 99_999, -5_000);
const itemArb: fc.Arbitrary<IntegrationItemFacts> = fc
  .record({
    dataType: fc.constantFrom('invoice', 'invoice', 'order', 'payment', 'lead', 'event', 'message') as fc.Arbitrary<
      IntegrationItemFacts['dataType']
    >,
    date: fc.option(instant, { nil: null }),
    firstSeenAt: instant,
    paidAt: fc.option(instant, { nil: null }),
    valueCents: fc.option(cents, { nil: null }),
    currency: fc.constantFrom(null, 'USD', 'EUR'),
    statusPick: fc.nat(),
    revenueKind: fc.constantFrom(null, 'subscriptions', 'add_ons'),
  })
  .map(({ statusPick, ...item }) => {
    const statuses = integrationDataTypeInfo(item.dataType).statuses ?? [null];
    return { ...item, status: statuses[statusPick % statuses.length] ?? null } as IntegrationItemFacts;
  });
const taskArb: fc.Arbitrary<TaskFacts> = fc
  .tuple(instant, fc.constantFrom('pending', 'in_progress', 'completed'), instant)
  .map(([createdAt, status, completedAt]) => ({
    createdAt,
    status: status as TaskFacts['status'],
    completedAt: status === 'completed' ? (completedAt < createdAt ? createdAt : completedAt) : null,
  }));
const transactionArb = fc.record({
  date: fc.constantFrom(...days),
  amountCents: cents,
  category: fc.constantFrom('Income', 'Income', 'Operations', 'Transfer') as fc.Arbitrary<
    StoredTransaction['category']
  >,
  revenueKind: fc.constantFrom(null, 'recurring_services', 'one_time_sales'),
});
const key = fc.constantFrom('a', 'b', 'c', 'd');
const operation = fc.oneof(
  fc.record({ op: fc.constant('item' as const), id: key, item: fc.option(itemArb, { nil: undefined }) }),
  fc.record({ op: fc.constant('task' as const), id: key, task: fc.option(taskArb, { nil: undefined }) }),
  fc.record({ op: fc.constant('import' as const), list: fc.array(fc.tuple(key, transactionArb), { maxLength: 4 }) }),
  fc.record({
    op: fc.constant('recategorise' as const),
    id: key,
    category: fc.constantFrom('Income', 'Other') as fc.Arbitrary<StoredTransaction['category']>,
    revenueKind: fc.constantFrom(null, 'subscriptions'),
  }),
  fc.record({ op: fc.constant('remove' as const), ids: fc.array(key, { minLength: 1, maxLength: 3 }) }),
);

describe('incremental rollups equal the recompute', () => {
  it('for any history of tasks, synced items and imported, recategorised and removed transactions', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { maxLength: 40 }), async (operations) => {
        const world = new World();
        for (const step of operations) {
          if (step.op === 'item') await world.setItem(`item-${step.id}`, step.item);
          else if (step.op === 'task') await world.setTask(step.id, step.task);
          else if (step.op === 'import')
            await world.importTransactions(step.list.map(([id, t]) => ({ id: `tx-${id}`, ...t })));
          else if (step.op === 'recategorise')
            await world.recategorise(`tx-${step.id}`, { category: step.category, revenueKind: step.revenueKind });
          else await world.removeTransactions(step.ids.map((id) => `tx-${id}`));
        }
        const recomputed = world.recompute();
        expect(world.store.rollups()).toEqual(recomputed.days);
        // The writers left no pair for the recompute to find.
        expect(new Map(recomputed.pairs.map((p) => [p.invoiceId, p.depositId]))).toEqual(world.store.pairs);
      }),
      { numRuns: 300 },
    );
  });
});
