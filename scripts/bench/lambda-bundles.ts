import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { esbuildOptionsFor } from '../../infra/lambda-bundling';
import { paths } from '../../infra/paths';
import { routes } from '../../shared/api/routes';
import { mapWithConcurrency } from '../../shared/map-with-concurrency';

/**
 * Minified JavaScript per function (source map not counted), the AWS SDK aside. A guard against a dependency
 * slipping in by accident; the SDK clients a function uses are bundled on purpose, and what they and everything else
 * cost users is the init time, which `lambda-init.ts` measures and budgets.
 */
export const LAMBDA_BUNDLE_BUDGET_BYTES = 350 * 1024;

/**
 * The AWS SDK's packages, and the one outside its scopes that it brings along: `bowser`, the user-agent parser
 * `@aws-sdk/core` bundles into its client module (34 KB minified where that module is bundled as CommonJS).
 */
const isAwsSdk = (input: string) => /^@(aws-sdk|smithy|aws-crypto)\//.test(input) || input === 'bowser';

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
 * The date parser (chrono-node, its English locale) that reads 'Dec 3', 'next Friday' and 'in 2 weeks' in what a
 * user asks the built-in assistant: about 60 KB minified, only in the chat's send route (the assistant's other
 * routes never parse a request). Checked to stay there by `infra/test/bundles.test.ts`.
 */
export const DATE_PARSER = ['chrono-node'] as const;
/**
 * The SVG sanitiser (DOMPurify on jsdom) that checks an uploaded logo: about 6 MB minified, in the two logo routes
 * only (upload, and delete, which shares the upload's module), and loaded only when an SVG arrives. Checked to stay
 * out of every function's start-up by `infra/test/bundles.test.ts`.
 */
export const SVG_SANITISER = ['jsdom', 'dompurify'] as const;

/**
 * A bundle's bytes that count against the budget: all of it but the AWS SDK (with the packages it brings), the
 * provider SDKs (with the packages they bring: plaid's axios, form-data and mime-db are Plaid's weight, not ours), the
 * PDF code, the date parser and the SVG sanitiser.
 */
export function budgetedBytes(inputs: ReadonlyMap<string, number>, bytes: number): number {
  const exempt = new Set<string>([
    ...PROVIDER_SDKS.flatMap(withDependencies),
    ...PDF_LIBRARY,
    ...PDF_READER,
    ...DATE_PARSER,
    ...SVG_SANITISER.flatMap(withDependencies),
  ]);
  // The AWS SDK's clients bring packages of their own (the endpoint cache's mnemonist and obliterator): its weight too.
  for (const sdkPackage of [...inputs.keys()].filter(isAwsSdk))
    for (const pkg of withDependencies(sdkPackage)) exempt.add(pkg);
  return [...inputs].reduce(
    (rest, [input, size]) => (exempt.has(input) || isAwsSdk(input) ? rest - size : rest),
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
  /** Every chunk's minified JavaScript: what is deployed. */
  bytes: number;
  /** `index.mjs` and the chunks it imports statically: what Lambda reads and evaluates at init. */
  startBytes: number;
  ok: boolean;
}

export interface LambdaBundleDetail extends LambdaBundle {
  /** The biggest contributors (npm package or source folder) to the bundle, largest first. */
  largest: Array<{ input: string; bytes: number }>;
  /** Output bytes per npm package or source folder, over every chunk. */
  inputs: Map<string, number>;
  /** The same over the chunks read at init only. */
  startInputs: Map<string, number>;
}

/** Every job's entry (`functions/jobs/<name>.ts`, tests aside): a new job is measured without being listed here. */
export function jobEntries(): Array<{ name: string; entry: string }> {
  return readdirSync(paths.jobs)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort()
    .map((file) => ({ name: `jobs/${file.slice(0, -'.ts'.length)}`, entry: join(paths.jobs, file) }));
}

/** Every function the stack deploys: one per route, plus the API's catch-all, the jobs and the origin authorizer. */
export function lambdaEntries(): Array<{ name: string; entry: string }> {
  return [
    ...routes.map((route) => ({ name: route.handler, entry: paths.httpHandler(route.handler) })),
    { name: 'fallback/api-not-found', entry: paths.resolve('functions/fallback/api-not-found.ts') },
    ...jobEntries(),
    { name: 'authorizers/cloudfront-origin', entry: paths.resolve('functions/authorizers/cloudfront-origin.ts') },
  ];
}

/**
 * Bundles each function as the stack deploys it (`esbuildOptionsFor`, infra/lambda-bundling.ts), in memory, and
 * weighs the minified output against the budget.
 */
export async function measureLambdaBundleDetails(): Promise<LambdaBundleDetail[]> {
  return mapWithConcurrency(lambdaEntries(), BUILD_LANES, async ({ name, entry }) => {
    const result = await build({
      ...esbuildOptionsFor(entry, join('/tmp/bizpilot-bench', name), paths.tsconfig),
      write: false,
    });
    const outputs = javascriptOutputs(result.metafile);
    const atStart = startOutputs(outputs);
    const inputs = inputBytes(outputs);
    const largest = [...inputs]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([input, size]) => ({ input, bytes: size }));
    const bytes = bytesOf(outputs);
    return {
      function: name,
      bytes,
      startBytes: bytesOf(atStart),
      ok: budgetedBytes(inputs, bytes) <= LAMBDA_BUNDLE_BUDGET_BYTES,
      largest,
      inputs,
      startInputs: inputBytes(atStart),
    };
  });
}

/**
 * Builds at once. esbuild spreads each build over every core already; what running all ~170 at once added was memory:
 * the one esbuild process held every bundle and its source map together (11.4 GB), and two test runs side by side ran
 * this 24 GB machine out of it (a worker killed, a 9-minute run taking 48).
 */
const BUILD_LANES = 6;

export async function measureLambdaBundles(): Promise<LambdaBundle[]> {
  const details = await measureLambdaBundleDetails();
  return details.map(({ function: fn, bytes, startBytes, ok }) => ({ function: fn, bytes, startBytes, ok }));
}

type Outputs = Array<[string, Metafile['outputs'][string]]>;

/** A build's JavaScript files (source maps aside), with what esbuild knows of each. */
const javascriptOutputs = (metafile: Metafile | undefined): Outputs =>
  Object.entries(metafile?.outputs ?? {}).filter(([file]) => file.endsWith('.mjs'));

const bytesOf = (outputs: Outputs) => outputs.reduce((total, [, output]) => total + output.bytes, 0);

/** Bytes of the entry's output and of every chunk it imports statically: what Lambda reads at init. */
export const startBytesOf = (metafile: Metafile | undefined): number =>
  bytesOf(startOutputs(javascriptOutputs(metafile)));

/** The entry's output and every chunk it reaches through static imports: what importing the entry evaluates. */
function startOutputs(outputs: Outputs): Outputs {
  const byFile = new Map(outputs);
  // esbuild marks each dynamically imported chunk as an entry point too; the function's own is the one outside chunks/.
  const entry = outputs.find(([file, output]) => output.entryPoint && !file.includes('/chunks/'))?.[0];
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) {
      if (imported.kind === 'import-statement' && byFile.has(imported.path)) visit(imported.path);
    }
  };
  if (entry) visit(entry);
  return outputs.filter(([file]) => found.has(file));
}

/** Output bytes per npm package (by name) or per source folder (`functions/platform`), summed over `outputs`. */
function inputBytes(outputs: Outputs): Map<string, number> {
  const totals = new Map<string, number>();
  for (const [, output] of outputs) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
      const key = pkg ?? input.split('/').slice(0, 2).join('/');
      totals.set(key, (totals.get(key) ?? 0) + bytesInOutput);
    }
  }
  return totals;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await measureLambdaBundleDetails();
  console.log(
    `Lambda bundles (minified ESM, budget ${kb(LAMBDA_BUNDLE_BUDGET_BYTES)} each; 'at init': the chunks read at start)`,
  );
  for (const row of rows.sort((a, b) => b.bytes - a.bytes)) {
    const largest = row.largest.map((l) => `${l.input} ${kb(l.bytes)}`).join(', ');
    console.log(
      `${row.ok ? 'ok  ' : 'OVER'} ${row.function.padEnd(32)} ${kb(row.bytes).padStart(10)} (at init ${kb(row.startBytes)})   ${largest}`,
    );
  }
  const over = rows.filter((r) => !r.ok).length;
  console.log(`${rows.length - over} within budget, ${over} over`);
  process.exitCode = over > 0 ? 1 : 0;
}
