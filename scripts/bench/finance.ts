import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { STATEMENT_IMPORT_HEAP_MB } from '../../infra/function-memory';
import { startEmbeddedDynamo } from '../local/embedded-services';
import { ensureTable } from '../local/provision-table';
import { bankCsv } from '../testing/bank-csv';
import type { BenchRow } from './api-latency';

export const IMPORT_SECONDS_BUDGET = 15;
export const IMPORT_RSS_MB_BUDGET = 300;
export const ANALYSIS_P95_MS_BUDGET = 100;

/**
 * Issue 11's budgets: importing a 10 MB, 100,000-row bank CSV (time, and the peak RSS of the process running the
 * import job) and the analysis's p95 over a workspace of 10,000 transactions. This process serves the embedded
 * DynamoDB; the job runs in a child, as a Lambda would beside DynamoDB.
 */
export async function measureFinance(): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'bizpilot-finance-bench-'));
  const dynamo = await startEmbeddedDynamo(dir);
  try {
    const table = 'bizpilot-bench';
    await ensureTable(dynamo.endpoint, table, 'us-east-1');
    const big = join(dir, 'big.csv');
    const small = join(dir, 'small.csv');
    const today = new Date().toISOString().slice(0, 10);
    const bigFile = bankCsv({ rows: 100_000 });
    await writeFile(big, bigFile);
    await writeFile(small, bankCsv({ rows: 10_000, newest: today, seed: 'analysis' }));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        // The job's own heap limit, as Lambda runs it (infra/constructs/jobs.ts).
        `--max-old-space-size=${STATEMENT_IMPORT_HEAP_MB}`,
        '--import',
        'tsx',
        fileURLToPath(new URL('./finance-import-child.ts', import.meta.url)),
      ],
      {
        env: {
          ...process.env,
          LOG_LEVEL: 'SILENT',
          DYNAMODB_ENDPOINT: dynamo.endpoint,
          TABLE_NAME: table,
          BENCH_BIG_CSV: big,
          BENCH_SMALL_CSV: small,
          BENCH_TODAY: today,
        },
        maxBuffer: 1024 * 1024,
      },
    );
    const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
      rows: number;
      importSeconds: number;
      peakRssMb: number;
      baselineRssMb: number;
      analysisP95Ms: number;
    };
    const mb = (bigFile.length / 1024 / 1024).toFixed(1);
    return [
      {
        metric: `import ${mb} MB CSV (${result.rows.toLocaleString('en-US')} rows)`,
        value: `${result.importSeconds.toFixed(1)} s`,
        budget: `≤ ${IMPORT_SECONDS_BUDGET} s`,
        ok: result.importSeconds <= IMPORT_SECONDS_BUDGET,
      },
      {
        metric: 'import job peak RSS',
        value: `${Math.round(result.peakRssMb)} MB (${Math.round(result.baselineRssMb)} MB before the import)`,
        budget: `≤ ${IMPORT_RSS_MB_BUDGET} MB`,
        ok: result.peakRssMb <= IMPORT_RSS_MB_BUDGET,
      },
      {
        metric: 'analysis p95, 10,000 transactions',
        value: `${result.analysisP95Ms.toFixed(1)} ms`,
        budget: `≤ ${ANALYSIS_P95_MS_BUDGET} ms`,
        ok: result.analysisP95Ms <= ANALYSIS_P95_MS_BUDGET,
      },
    ];
  } finally {
    await dynamo.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
