import { describe, expect, it } from 'vitest';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { startTestTable } from '../../../scripts/testing/test-table';
import { listDayTotals } from '../../data/finance/finance-day-totals';
import { addToDayTotals as addDayTotals } from './day-totals';

const _table = await startedForThisFile(startTestTable());

describe('finance day totals', () => {
  it('adds to what a day holds and lists a range, oldest first, per workspace', async () => {
    await addDayTotals('ws1', [
      { date: '2026-03-02', income: { subscriptions: 1000 }, expenses: { Payroll: 500 }, payers: { Acme: 1000 } },
      { date: '2026-03-03', income: {}, expenses: { Other: 40 }, payers: {} },
    ]);
    await addDayTotals('ws1', [
      {
        date: '2026-03-02',
        income: { subscriptions: 250 },
        expenses: { Payroll: -500 },
        payers: { Acme: -1000, Beta: 250 },
      },
    ]);
    expect(await listDayTotals('ws1', '2026-03-01', '2026-03-31')).toEqual([
      { date: '2026-03-02', income: { subscriptions: 1250 }, expenses: {}, payers: { Beta: 250 } },
      { date: '2026-03-03', income: {}, expenses: { Other: 40 }, payers: {} },
    ]);
    expect(await listDayTotals('ws1', '2026-03-03', '2026-03-03')).toHaveLength(1);
    expect(await listDayTotals('ws2', '2026-03-01', '2026-03-31')).toEqual([]);
  });
});
