import { describe, expect, it } from 'vitest';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { startTestTable } from '../../../scripts/testing/test-table';
import { MAX_PER_PAGE, mergeIntoDay, type StoredTransaction } from '../../domain/finance/transactions/transaction-day';
import { readTransactionDays, writeTransactionDays } from './transaction-days';

const _table = await startedForThisFile(startTestTable());

const tx = (fingerprint: string): StoredTransaction => ({
  fingerprint,
  description: `STAPLES ${fingerprint}`,
  merchant: 'Staples',
  amountCents: -1250,
  category: 'Operations',
  revenueKind: null,
  categorySource: 'built-in-rule',
  source: { kind: 'statement', statementId: 'st1', line: 3, page: null },
});

describe('transaction days', () => {
  it('stores a day compressed and reads it back exactly, per workspace', async () => {
    const merge = mergeIntoDay('2026-03-02', 'acc1', [], [tx('a'), tx('b')]);
    await writeTransactionDays('ws1', merge.pages);
    const [page] = await readTransactionDays('ws1', [{ date: '2026-03-02', accountId: 'acc1' }]);
    expect(page).toEqual({
      date: '2026-03-02',
      accountId: 'acc1',
      page: 0,
      version: 1,
      transactions: [tx('a'), tx('b')],
    });
    expect(await readTransactionDays('ws2', [{ date: '2026-03-02', accountId: 'acc1' }])).toEqual([]);
  });

  it('reads every page of a busy day, and keeps page 0’s count when page 0 is written again', async () => {
    const day = { date: '2026-03-03', accountId: 'acc1' };
    const many = Array.from({ length: MAX_PER_PAGE + 5 }, (_, i) => tx(`f${i}`));
    await writeTransactionDays('ws1', mergeIntoDay(day.date, day.accountId, [], many).pages);
    const pages = await readTransactionDays('ws1', [day]);
    expect(pages.map((p) => [p.page, p.transactions.length, p.lastPage])).toEqual([
      [0, MAX_PER_PAGE, 1],
      [1, 5, undefined],
    ]);
    // Page 0 rewritten (one transaction taken out, as a rollback would) still announces page 1.
    await writeTransactionDays('ws1', [{ ...pages[0]!, transactions: pages[0]!.transactions.slice(1) }]);
    expect((await readTransactionDays('ws1', [day])).map((p) => p.transactions.length)).toEqual([MAX_PER_PAGE - 1, 5]);
  });
});
