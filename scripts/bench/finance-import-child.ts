import './quiet-logs';
import { createReadStream } from 'node:fs';
import { startRuntimeContext } from '../../functions/platform/runtime-context';
import { financialAnalysis } from '../../functions/services/finance/analysis';
import { importBenchStatement } from './import-bench-statement';

/**
 * The import job as a Lambda would run it, in its own process so its peak RSS is the import's alone: the statement
 * streamed from a file in 64 KB chunks (as from S3) into the table the parent serves (`DYNAMODB_ENDPOINT`), then
 * the analysis timed on a workspace of 10,000 transactions. Prints one JSON line.
 */
startRuntimeContext();

const importFile = (workspaceId: string, path: string) =>
  importBenchStatement(workspaceId, createReadStream(path, { highWaterMark: 64 * 1024 }));

const baselineRssMb = process.memoryUsage().rss / 1024 / 1024;
const big = await importFile('bench-import', process.env.BENCH_BIG_CSV!);
const peakRssMb = process.resourceUsage().maxRSS / 1024;

await importFile('bench-analysis', process.env.BENCH_SMALL_CSV!);
const today = process.env.BENCH_TODAY!;
const times: number[] = [];
for (let i = 0; i < 60; i++) {
  const started = performance.now();
  await financialAnalysis('bench-analysis', today);
  if (i >= 10) times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    rows: big.imported,
    importSeconds: big.seconds,
    peakRssMb,
    baselineRssMb,
    analysisP95Ms: times[Math.floor(times.length * 0.95)],
  }),
);
