import { describe, expect, it } from 'vitest';
import {
  MAX_PER_PAGE,
  mergeIntoDay,
  parseTransactionId,
  type StoredTransaction,
  transactionId,
} from './transaction-day';

const tx = (fingerprint: string, amountCents = -100): StoredTransaction => ({
  fingerprint,
  description: `Payee ${fingerprint}`,
  merchant: 'Payee',
  amountCents,
  category: 'Other',
  revenueKind: null,
  categorySource: 'built-in-classifier',
  source: { kind: 'demo' },
});

describe('mergeIntoDay', () => {
  it('opens a day with its first transactions', () => {
    const merge = mergeIntoDay('2026-03-02', 'acc1', [], [tx('a'), tx('b')]);
    expect(merge.duplicates).toBe(0);
    expect(merge.pages).toEqual([
      { date: '2026-03-02', accountId: 'acc1', page: 0, transactions: [tx('a'), tx('b')], version: 0 },
    ]);
  });

  it('counts what the day already holds as duplicates and writes nothing when all are', () => {
    const day = { date: '2026-03-02', accountId: 'acc1', page: 0, transactions: [tx('a'), tx('b')], version: 3 };
    expect(mergeIntoDay('2026-03-02', 'acc1', [day], [tx('a'), tx('b')])).toEqual({
      pages: [],
      added: [],
      duplicates: 2,
    });
    const merge = mergeIntoDay('2026-03-02', 'acc1', [day], [tx('b'), tx('c'), tx('c')]);
    expect(merge.duplicates).toBe(2);
    expect(merge.added).toEqual([tx('c')]);
    expect(merge.pages).toEqual([{ ...day, transactions: [tx('a'), tx('b'), tx('c')], version: 3 }]);
    // The page read is left as it was (the store writes the new one conditionally on version 3).
    expect(day.transactions).toHaveLength(2);
  });

  it('fills the last page and opens the next one on a busy day', () => {
    const full = Array.from({ length: MAX_PER_PAGE - 1 }, (_, i) => tx(`old${i}`));
    const day = { date: '2026-03-02', accountId: 'acc1', page: 0, transactions: full, version: 1 };
    const merge = mergeIntoDay('2026-03-02', 'acc1', [day], [tx('n1'), tx('n2'), tx('n3')]);
    expect(merge.pages.map((p) => [p.page, p.transactions.length, p.version])).toEqual([
      [0, MAX_PER_PAGE, 1],
      [1, 2, 0],
    ]);
  });
});

describe('transaction ids', () => {
  it('carry the day, the account and the fingerprint, and refuse anything else', () => {
    const id = transactionId('2026-03-02', '01JQ8Z3', 'AbC_def-0123456789xyzQ');
    expect(parseTransactionId(id)).toEqual({
      date: '2026-03-02',
      accountId: '01JQ8Z3',
      fingerprint: 'AbC_def-0123456789xyzQ',
    });
    for (const bad of [
      '',
      '2026-03-02.acc',
      '2026-3-2.acc.AbC_def-0123456789xyzQ',
      '2026-03-02.a/b.AbC_def-0123456789xyzQ',
    ]) {
      expect(parseTransactionId(bad)).toBeUndefined();
    }
  });
});
