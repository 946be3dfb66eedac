import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { esbuildOptionsFor } from '../../infra/lambda-bundling';
import { paths } from '../../infra/paths';
import { routes } from '../../shared/api/routes';

/** Minified JavaScript per function (source map not counted). */
export const LAMBDA_BUNDLE_BUDGET_BYTES = 300 * 1024;

/**
 * What a function may carry on top of the budget, only where its code calls it: a provider's SDK, and the PDF
 * library (pdf-lib with its standard font metrics, PNG reader and deflate) in the report route. The rest of every
 * bundle (our code, zod, Powertools, middy) must fit the budget. `infra/test/bundles.test.ts` checks where each may be.
 */
export const PROVIDER_SDKS = ['openai', 'stripe', 'plaid'] as const;
export const PDF_LIBRARY = ['pdf-lib', '@pdf-lib/standard-fonts', '@pdf-lib/upng', 'pako'] as const;
/**
 * The PDF reader (unpdf, pdf.js inside) that extracts statement text in the statement import job: 1,594 KB of the
 * job's 1,968 KB measured (minified, 2026-11-23). The job runs on S3 events, off the request path, so its size only
 * delays an import's start on a cold start, never a page.
 */
export const PDF_READER = ['unpdf'] as const;

/**
 * A bundle's bytes that count against the budget: all of it but the provider SDKs (with the packages they bring:
 * plaid's axios, form-data and mime-db are Plaid's weight, not ours) and the PDF library.
 */
export function budgetedBytes(inputs: ReadonlyMap<string, number>, bytes: number): number {
  return [...PROVIDER_SDKS.flatMap(withDependencies), ...PDF_LIBRARY, ...PDF_READER].reduce(
    (rest, name) => rest - (inputs.get(name) ?? 0),
    bytes,
  );
}

const dependencyCache = new Map<string, string[]>();

/** A package and every package it depends on, transitively, as installed in the project. */
function withDependencies(name: string): string[] {
  const cached = dependencyCache.get(name);
  if (cached) return cached;
  const found = new Set<string>();
  const visit = (pkg: string) => {
    if (found.has(pkg)) return;
    found.add(pkg);
    const manifest = join(paths.root, 'node_modules', pkg, 'package.json');
    if (!existsSync(manifest)) return;
    const { dependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies?: object };
    for (const dependency of Object.keys(dependencies)) visit(dependency);
  };
  visit(name);
  dependencyCache.set(name, [...found]);
  return [...found];
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
    { name: 'jobs/sync-fan-out', entry: join(paths.jobs, 'sync-fan-out.ts') },
    { name: 'jobs/sync-worker', entry: join(paths.jobs, 'sync-worker.ts') },
    { name: 'jobs/kpi-recompute', entry: join(paths.jobs, 'kpi-recompute.ts') },
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
      return { function: name, bytes, ok: budgetedBytes(inputs, bytes) <= LAMBDA_BUNDLE_BUDGET_BYTES, largest, inputs };
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
  console.log(`Lambda bundles (minified ESM, budget ${kb(LAMBDA_BUNDLE_BUDGET_BYTES)} each)`);
  for (const row of rows.sort((a, b) => b.bytes - a.bytes)) {
    const largest = row.largest.map((l) => `${l.input} ${kb(l.bytes)}`).join(', ');
    console.log(`${row.ok ? 'ok  ' : 'OVER'} ${row.function.padEnd(32)} ${kb(row.bytes).padStart(10)}   ${largest}`);
  }
  const over = rows.filter((r) => !r.ok).length;
  console.log(`${rows.length - over} within budget, ${over} over`);
  process.exitCode = over > 0 ? 1 : 0;
}
