import { describe, expect, it } from 'vitest';
import type { DayTotals } from '../../domain/finance/analysis/day-totals';
import { trainClassifier } from '../../domain/finance/categorise/builtin-classifier';
import type { CategorisableTransaction } from '../../domain/finance/categorise/categorisation';
import { categoriseAll, classifyWith, rulesByMerchant } from '../../domain/finance/categorise/categorise';
import type { TransactionDayPage } from '../../domain/finance/transactions/transaction-day';
import {
  IMPORT_CHUNK,
  type ImportedTransaction,
  type ImportPorts,
  type IncomingTransaction,
  TransactionImport,
} from './transaction-import';

/** Storage in memory, recording what the import asked for. */
function memory() {
  const days = new Map<string, TransactionDayPage>();
  const totals: DayTotals[] = [];
  const categorised: string[] = [];
  const imported: ImportedTransaction[] = [];
  const classifier = trainClassifier([]);
  const ports: ImportPorts = {
    async readDays(keys) {
      return [...days.values()].filter((p) => keys.some((k) => k.date === p.date && k.accountId === p.accountId));
    },
    async writeDays(pages) {
      for (const page of pages)
        days.set(`${page.date}|${page.accountId}|${page.page}`, { ...page, version: page.version + 1 });
    },
    async addDayTotals(deltas) {
      totals.push(...deltas);
    },
    async categorise(transactions: readonly CategorisableTransaction[]) {
      categorised.push(...transactions.map((t) => t.description));
      return categoriseAll(transactions, rulesByMerchant([]), classifyWith(classifier));
    },
    async onImported(transactions) {
      imported.push(...transactions);
    },
  };
  const stored = () => [...days.values()].flatMap((p) => p.transactions.map((t) => ({ ...t, date: p.date })));
  return { ports, days, totals, categorised, imported, stored };
}

const row = (date: string, description: string, amount: number, line: number): IncomingTransaction => ({
  accountId: 'acc1',
  date,
  description,
  amountCents: Math.round(amount * 100),
  source: { kind: 'statement', statementId: 'st1', line, page: null },
});

async function importAll(ports: ImportPorts, rows: IncomingTransaction[]) {
  const run = new TransactionImport(ports);
  for (const r of rows) await run.add(r);
  await run.flush();
  return run.totals;
}

const march = [
  row('2026-03-02', 'GUSTO PAYROLL NET PAY', -4000, 2),
  row('2026-03-02', 'BLUE BOTTLE COFFEE', -4.5, 3),
  row('2026-03-02', 'BLUE BOTTLE COFFEE', -4.5, 4),
  row('2026-03-03', 'STRIPE TRANSFER ST-AB12C', 1250, 5),
];

describe('TransactionImport', () => {
  it('imports a statement: categorised, stored by day, totals added, new transactions announced once', async () => {
    const store = memory();
    expect(await importAll(store.ports, march)).toEqual({ imported: 4, duplicates: 0 });
    // Two identical coffees on one day are two purchases, and both stay.
    expect(store.stored().filter((t) => t.description === 'BLUE BOTTLE COFFEE')).toHaveLength(2);
    expect(store.stored().map((t) => [t.date, t.category, t.revenueKind])).toEqual([
      ['2026-03-02', 'Payroll', null],
      ['2026-03-02', 'Other', null],
      ['2026-03-02', 'Other', null],
      ['2026-03-03', 'Income', 'one_time_sales'],
    ]);
    expect(store.totals).toEqual([
      { date: '2026-03-02', income: {}, expenses: { Payroll: 400000, Other: 900 }, payers: {} },
      { date: '2026-03-03', income: { one_time_sales: 125000 }, expenses: {}, payers: {} },
    ]);
    expect(store.imported.map((t) => t.source)).toEqual(march.map((r) => r.source));
  });

  it('imports nothing twice when the same statement comes again, and asks no categoriser about it', async () => {
    const store = memory();
    await importAll(store.ports, march);
    const asked = store.categorised.length;
    expect(await importAll(store.ports, march)).toEqual({ imported: 0, duplicates: 4 });
    expect(store.categorised).toHaveLength(asked);
    expect(store.stored()).toHaveLength(4);
    expect(store.totals).toHaveLength(2);
  });

  it('imports only the new part of an overlapping statement', async () => {
    const store = memory();
    await importAll(store.ports, march);
    const overlapping = [...march.slice(1), row('2026-03-04', 'ADOBE CREATIVE CLD', -54.99, 9)];
    expect(await importAll(store.ports, overlapping)).toEqual({ imported: 1, duplicates: 3 });
    expect(store.imported.at(-1)).toMatchObject({ description: 'ADOBE CREATIVE CLD', category: 'Technology' });
  });

  it('keeps counting identical rows across chunk boundaries', async () => {
    const store = memory();
    const many = Array.from({ length: IMPORT_CHUNK + 5 }, (_, i) => row('2026-03-05', 'SQUARE INC DEPOSIT', 10, i + 2));
    expect(await importAll(store.ports, many)).toEqual({ imported: IMPORT_CHUNK + 5, duplicates: 0 });
    expect(await importAll(store.ports, many)).toEqual({ imported: 0, duplicates: IMPORT_CHUNK + 5 });
  });

  it('recognises a source’s own ids (Plaid) instead of content, so a re-sent transaction is a duplicate', async () => {
    const store = memory();
    const plaid = (id: string, amount: number): IncomingTransaction => ({
      ...row('2026-03-06', 'NETFLIX', amount, 0),
      source: { kind: 'plaid', bankLinkId: 'link1', transactionId: id },
      externalId: id,
    });
    expect(await importAll(store.ports, [plaid('t1', -9.99), plaid('t2', -9.99)])).toEqual({
      imported: 2,
      duplicates: 0,
    });
    expect(await importAll(store.ports, [plaid('t1', -9.99)])).toEqual({ imported: 0, duplicates: 1 });
  });

  it('takes back what it wrote when the import fails halfway, leaving earlier imports alone', async () => {
    const store = memory();
    await importAll(store.ports, march.slice(0, 1));
    const run = new TransactionImport(store.ports);
    for (const r of march) await run.add(r);
    await run.flush();
    expect(store.stored()).toHaveLength(4);
    await run.rollback();
    expect(store.stored().map((t) => t.description)).toEqual(['GUSTO PAYROLL NET PAY']);
    const net = (key: 'Other' | 'Payroll') => store.totals.reduce((sum, d) => sum + (d.expenses[key] ?? 0), 0);
    expect(net('Other')).toBe(0);
    expect(net('Payroll')).toBe(400000);
    expect(store.totals.reduce((sum, d) => sum + (d.income.one_time_sales ?? 0), 0)).toBe(0);
  });
});
