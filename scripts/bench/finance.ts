import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { STATEMENT_IMPORT_HEAP_MB } from '../../infra/function-memory';
import { bankCsv } from '../testing/bank-csv';
import { withBenchTable } from './bench-child';
import { atMost, type BenchRow } from './bench-row';

export const IMPORT_SECONDS_BUDGET = 15;
export const IMPORT_RSS_MB_BUDGET = 300;
export const ANALYSIS_P95_MS_BUDGET = 100;

/**
 * Issue 11's budgets: importing a 10 MB, 100,000-row bank CSV (time, and the peak RSS of the process running the
 * import job) and the analysis's p95 over a workspace of 10,000 transactions. This process serves the embedded
 * DynamoDB; the job runs in a child, as a Lambda would beside DynamoDB.
 */
export async function measureFinance(): Promise<BenchRow[]> {
  return withBenchTable(async ({ dir, runChild }) => {
    const big = join(dir, 'big.csv');
    const small = join(dir, 'small.csv');
    const today = new Date().toISOString().slice(0, 10);
    const bigFile = bankCsv({ rows: 100_000 });
    await writeFile(big, bigFile);
    await writeFile(small, bankCsv({ rows: 10_000, newest: today, seed: 'analysis' }));
    const result = await runChild<{
      rows: number;
      importSeconds: number;
      peakRssMb: number;
      baselineRssMb: number;
      analysisP95Ms: number;
    }>('./finance-import-child.ts', {
      // The job's own heap limit, as Lambda runs it (infra/constructs/jobs.ts).
      nodeOptions: [`--max-old-space-size=${STATEMENT_IMPORT_HEAP_MB}`],
      env: { BENCH_BIG_CSV: big, BENCH_SMALL_CSV: small, BENCH_TODAY: today },
    });
    const mb = (bigFile.length / 1024 / 1024).toFixed(1);
    return [
      atMost(
        `import ${mb} MB CSV (${result.rows.toLocaleString('en-US')} rows)`,
        result.importSeconds,
        IMPORT_SECONDS_BUDGET,
        's',
        { digits: 1 },
      ),
      atMost('import job peak RSS', result.peakRssMb, IMPORT_RSS_MB_BUDGET, 'MB', {
        detail: `${Math.round(result.baselineRssMb)} MB before the import`,
      }),
      atMost('analysis p95, 10,000 transactions', result.analysisP95Ms, ANALYSIS_P95_MS_BUDGET, 'ms', { digits: 1 }),
    ];
  });
}
