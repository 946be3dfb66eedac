import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { startTestTable } from '../../../scripts/testing/test-table';
import { statementEntity } from '../../data/finance/statements';
import { unsupportedNumbers } from '../../domain/finance/analysis/narrative';
import { financialAnalysis } from './analysis';
import { uploadedStatement } from './statement-files';
import { runStatementImport } from './statement-runs';

const _table = await startedForThisFile(startTestTable());

async function* once(bytes: Uint8Array) {
  yield bytes;
}

describe('financialAnalysis (against the embedded table)', () => {
  it('says there is no data for a workspace without transactions', async () => {
    const empty = await financialAnalysis('nobody', '2026-01-31');
    expect(empty).toMatchObject({ hasData: false, revenue: 0, healthScore: null, insights: [], recommendations: [] });
  });

  it('analyses an imported statement: figures from the day totals, balances from the statement, sentences from the figures', async () => {
    await statementEntity.create({
      workspaceId: 'ws1',
      ...uploadedStatement(
        { id: 's1', filename: 'chase.csv', format: 'csv', size: 1, fileKey: 'workspaces/ws1/statements/s1' },
        new Date('2026-01-31T10:00:00.000Z'),
      ),
    });
    const file = readFileSync(
      new URL('../../adapters/statements/fixtures/chase-business-checking.csv', import.meta.url),
    );
    await runStatementImport({ workspaceId: 'ws1', statementId: 's1', format: 'csv', chunks: once(file) });

    const analysis = await financialAnalysis('ws1', '2026-01-31');
    // Stripe payout + remote deposit in; the transfer to savings counts for nothing.
    expect(analysis.revenue).toBe(6816.2);
    expect(analysis.expenses).toBe(12405.46);
    expect(analysis.cash.balance).toBe(18305.17);
    expect(analysis.expenseCategories.map((c) => c.category)).toEqual([
      'Payroll',
      'Other',
      'Technology',
      'Marketing',
      'Utilities',
    ]);
    expect(analysis.latestTransactionDate).toBe('2026-01-30');
    expect(analysis.healthScore).toEqual(expect.any(Number));
    expect(analysis.analyst).toEqual({ source: 'built-in', model: null });
    const { insights, recommendations, analyst: _analyst, ...figures } = analysis;
    expect(insights.length).toBeGreaterThan(2);
    expect(unsupportedNumbers([...insights, ...recommendations], figures)).toEqual([]);
  });
});
