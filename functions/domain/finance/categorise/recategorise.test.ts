import { describe, expect, it } from 'vitest';
import type { StoredTransaction, TransactionDayPage } from '../transactions/transaction-day';
import { recategoriseDay } from './recategorise';

const t = (fingerprint: string, merchant: string, amountCents: number): StoredTransaction => ({
  fingerprint,
  description: merchant.toUpperCase(),
  merchant,
  amountCents,
  category: 'Other',
  revenueKind: null,
  categorySource: 'built-in-classifier',
  source: { kind: 'demo' },
});

const page: TransactionDayPage = {
  date: '2026-03-02',
  accountId: 'acc1',
  page: 0,
  version: 3,
  transactions: [t('a', 'Brightline', -5000), t('b', 'Corner Cafe', -1200), t('c', 'Brightline', 2000)],
};

describe('recategoriseDay', () => {
  it('changes what the decision names and moves the day totals from the old category to the new', () => {
    const result = recategoriseDay(page, (x) =>
      x.merchant === 'Brightline' ? { category: 'Marketing', revenueKind: 'add_ons', source: 'rule' } : undefined,
    );
    expect(result.page!.transactions.map((x) => [x.fingerprint, x.category, x.revenueKind, x.categorySource])).toEqual([
      ['a', 'Marketing', null, 'rule'],
      ['b', 'Other', null, 'built-in-classifier'],
      ['c', 'Marketing', null, 'rule'],
    ]);
    expect(result.changed).toHaveLength(2);
    // Other loses 50.00 spent and gains the 20.00 refund back; Marketing nets 30.00.
    const sum = (category: 'Other' | 'Marketing') =>
      result.deltas.reduce((total, d) => total + (d.expenses[category] ?? 0), 0);
    expect(sum('Other')).toBe(-3000);
    expect(sum('Marketing')).toBe(3000);
    expect(page.transactions[0]!.category).toBe('Other');
  });

  it('answers no page when nothing changes', () => {
    const same = recategoriseDay(page, () => ({ category: 'Other', revenueKind: null, source: 'built-in-classifier' }));
    expect(same).toEqual({ page: undefined, deltas: [], changed: [] });
  });
});
