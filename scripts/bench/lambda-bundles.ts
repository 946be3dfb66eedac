import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { esbuildOptionsFor } from '../../infra/lambda-bundling';
import { paths } from '../../infra/paths';
import { routes } from '../../shared/api/routes';

/** Minified JavaScript per function (source map not counted). */
export const LAMBDA_BUNDLE_BUDGET_BYTES = 300 * 1024;

/**
 * Functions allowed more, each with what it carries and why, measured (minified, 2026-11-23). Nothing on a request
 * path is here: a bigger bundle only slows a cold start, and these run off the request path.
 */
export const LAMBDA_BUNDLE_EXCEPTIONS: Readonly<Record<string, { budgetBytes: number; reason: string }>> = {
  'jobs/statement-import': {
    budgetBytes: 2_100 * 1024,
    reason:
      'unpdf (pdf.js) reads the text layer of PDF statements: 1,594 KB of the 1,968 KB measured. The job runs on S3 ' +
      "events, so its cold start delays an import's start by a moment, never a page.",
  },
};

export function bundleBudgetBytes(name: string): number {
  return LAMBDA_BUNDLE_EXCEPTIONS[name]?.budgetBytes ?? LAMBDA_BUNDLE_BUDGET_BYTES;
}

export interface LambdaBundle {
  function: string;
  bytes: number;
  ok: boolean;
}

export interface LambdaBundleDetail extends LambdaBundle {
  /** The biggest contributors (npm package or source folder) to the bundle, largest first. */
  largest: Array<{ input: string; bytes: number }>;
  /** Output bytes per npm package or source folder. */
  inputs: Map<string, number>;
}

/** Every function the stack deploys: one per route, plus the API's catch-all, the jobs and the origin authorizer. */
export function lambdaEntries(): Array<{ name: string; entry: string }> {
  return [
    ...routes.map((route) => ({ name: route.handler, entry: paths.httpHandler(route.handler) })),
    { name: 'fallback/api-not-found', entry: paths.resolve('functions/fallback/api-not-found.ts') },
    { name: 'jobs/automation-runner', entry: join(paths.jobs, 'automation-runner.ts') },
    { name: 'jobs/integration-sync', entry: join(paths.jobs, 'integration-sync.ts') },
    { name: 'jobs/statement-import', entry: join(paths.jobs, 'statement-import.ts') },
    { name: 'authorizers/cloudfront-origin', entry: paths.resolve('functions/authorizers/cloudfront-origin.ts') },
  ];
}

/**
 * Bundles each function with the options `NodejsFunction` uses (infra/lambda-bundling.ts), in memory, and weighs
 * the minified output against the budget.
 */
export async function measureLambdaBundleDetails(): Promise<LambdaBundleDetail[]> {
  return Promise.all(
    lambdaEntries().map(async ({ name, entry }) => {
      const result = await build({
        ...esbuildOptionsFor(entry, join('/tmp/bizpilot-bench', name, 'index.mjs'), paths.tsconfig),
        write: false,
      });
      const js = result.outputFiles.find((file) => file.path.endsWith('.mjs'));
      if (!js) throw new Error(`esbuild produced no .mjs for ${name}`);
      const bytes = js.contents.byteLength;
      const inputs = inputBytes(result.metafile);
      const largest = [...inputs]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([input, size]) => ({ input, bytes: size }));
      return { function: name, bytes, ok: bytes <= bundleBudgetBytes(name), largest, inputs };
    }),
  );
}

export async function measureLambdaBundles(): Promise<LambdaBundle[]> {
  const details = await measureLambdaBundleDetails();
  return details.map(({ function: fn, bytes, ok }) => ({ function: fn, bytes, ok }));
}

/** Output bytes per npm package (by name) or per source folder (`functions/platform`). */
function inputBytes(metafile: Metafile | undefined): Map<string, number> {
  const output = Object.values(metafile?.outputs ?? {}).find((o) => o.entryPoint);
  const totals = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
    const key = pkg ?? input.split('/').slice(0, 2).join('/');
    totals.set(key, (totals.get(key) ?? 0) + bytesInOutput);
  }
  return totals;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await measureLambdaBundleDetails();
  console.log(`Lambda bundles (minified ESM, budget ${kb(LAMBDA_BUNDLE_BUDGET_BYTES)} each unless excepted)`);
  for (const row of rows.sort((a, b) => b.bytes - a.bytes)) {
    const largest = row.largest.map((l) => `${l.input} ${kb(l.bytes)}`).join(', ');
    console.log(`${row.ok ? 'ok  ' : 'OVER'} ${row.function.padEnd(32)} ${kb(row.bytes).padStart(10)}   ${largest}`);
  }
  const over = rows.filter((r) => !r.ok).length;
  console.log(`${rows.length - over} within budget, ${over} over`);
  process.exitCode = over > 0 ? 1 : 0;
}
