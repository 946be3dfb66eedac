import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { startTestTable } from '../../../scripts/testing/test-table';
import { financeAccountEntity } from '../../data/finance/finance-accounts';
import { listDayTotals } from '../../data/finance/finance-day-totals';
import { statementEntity } from '../../data/finance/statements';
import { newId } from '../../platform/ids';
import { uploadedStatement } from './statement-files';
import { runStatementImport } from './statement-runs';

const _table = await startedForThisFile(startTestTable());

const fixture = (name: string) => readFileSync(new URL(`../../adapters/statements/fixtures/${name}`, import.meta.url));

async function* once(bytes: Uint8Array) {
  yield bytes;
}

async function upload(workspaceId: string, filename: string, bytes: Uint8Array, format: 'csv' | 'ofx' | 'pdf' = 'csv') {
  const id = newId();
  await statementEntity.create({
    workspaceId,
    ...uploadedStatement({
      id,
      filename,
      format,
      size: bytes.byteLength,
      fileKey: `workspaces/${workspaceId}/statements/${id}`,
    }),
  });
  await runStatementImport({ workspaceId, statementId: id, format, chunks: once(bytes) });
  return (await statementEntity.get({ workspaceId, id }))!;
}

describe('runStatementImport (the import job against the embedded table)', () => {
  it('imports a statement once: status, account with its closing balance, day totals; the second upload finds duplicates', async () => {
    const first = await upload('ws1', 'chase.csv', fixture('chase-business-checking.csv'));
    expect(first.status).toBe('imported');
    expect(first.outcome).toMatchObject({ imported: 8, duplicates: 0, skippedCount: 0 });
    const [account] = await financeAccountEntity.queryAll({ workspaceId: 'ws1' });
    expect(account).toMatchObject({ name: 'Chase', balanceCents: 1830517, balanceAsOf: '2026-01-30' });
    const totals = await listDayTotals('ws1', '2026-01-01', '2026-01-31');
    expect(totals.find((d) => d.date === '2026-01-30')?.expenses).toEqual({ Payroll: 842055 });

    const second = await upload('ws1', 'chase-again.csv', fixture('chase-business-checking.csv'));
    expect(second.outcome).toMatchObject({ imported: 0, duplicates: 8 });
    expect(await listDayTotals('ws1', '2026-01-01', '2026-01-31')).toEqual(totals);
    // Another workspace's books are untouched.
    expect(await financeAccountEntity.queryAll({ workspaceId: 'ws2' })).toEqual([]);
  });

  it('marks an unreadable file failed with the problem and its line, writing nothing', async () => {
    const failed = await upload('ws3', 'mystery.csv', Buffer.from('Foo,Bar\nred,green\n'));
    expect(failed).toMatchObject({
      status: 'failed',
      failure: {
        reason: 'Could not identify the date, description and amount columns of this CSV. Headers found: "Foo", "Bar"',
        line: 1,
      },
    });
    expect(await listDayTotals('ws3', '2000-01-01', '2100-01-01')).toEqual([]);
  });
});
