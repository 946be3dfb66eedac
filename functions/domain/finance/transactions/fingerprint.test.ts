import { describe, expect, it } from 'vitest';
import { type FingerprintParts, OccurrenceCounter, transactionFingerprint } from './fingerprint';

const coffee: FingerprintParts = {
  accountId: 'a1',
  date: '2026-03-02',
  amountCents: -450,
  description: 'Blue Bottle #12',
};

function fingerprints(rows: FingerprintParts[]): string[] {
  const counter = new OccurrenceCounter();
  return rows.map((row) => transactionFingerprint(row, counter.next(row)));
}

describe('transaction fingerprints', () => {
  it('are the same when the same statement is read again, in any export format', () => {
    const csv = fingerprints([coffee, { ...coffee, description: 'BLUE BOTTLE  #12' }]);
    const pdf = fingerprints([
      { ...coffee, description: 'blue bottle 12' },
      { ...coffee, description: 'Blue-Bottle #12' },
    ]);
    expect(pdf).toEqual(csv);
  });

  it('keep two genuine identical payments on one day apart', () => {
    const [first, second] = fingerprints([coffee, coffee]);
    expect(first).not.toBe(second);
  });

  it('differ by account, date, amount and words', () => {
    const base = transactionFingerprint(coffee, 0);
    for (const change of [
      { accountId: 'a2' },
      { date: '2026-03-03' },
      { amountCents: -451 },
      { description: 'Blue Cup' },
    ]) {
      expect(transactionFingerprint({ ...coffee, ...change }, 0)).not.toBe(base);
    }
  });

  it('find the overlap of two statements: the shared days match, the rest is new', () => {
    const day1 = { ...coffee, date: '2026-03-01' };
    const day2 = { ...coffee, date: '2026-03-02' };
    const day3 = { ...coffee, date: '2026-03-03' };
    const first = new Set(fingerprints([day1, day2, day2]));
    const second = fingerprints([day2, day2, day3]);
    expect(second.map((f) => first.has(f))).toEqual([true, true, false]);
  });

  it('are short, URL-safe and stable', () => {
    expect(transactionFingerprint(coffee, 0)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(transactionFingerprint(coffee, 0)).toBe(transactionFingerprint({ ...coffee }, 0));
  });
});
