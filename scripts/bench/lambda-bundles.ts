import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readFile } from 'node:fs/promises';
import { build, type Metafile, type Plugin } from 'esbuild';
import { routes } from '../../shared/api/routes';
import { esbuildOptionsFor } from '../../infra/lambda-bundling';
import { paths } from '../../infra/paths';

/** Minified JavaScript per function (source map not counted). */
export const LAMBDA_BUNDLE_BUDGET_BYTES = 300 * 1024;

export interface LambdaBundle {
  function: string;
  bytes: number;
  ok: boolean;
}

export interface LambdaBundleDetail extends LambdaBundle {
  /** The biggest contributors (npm package or source folder) to the bundle, largest first. */
  largest: Array<{ input: string; bytes: number }>;
}

/** Every function the stack deploys: one per route, plus the jobs and the API's origin authorizer. */
export function lambdaEntries(): Array<{ name: string; entry: string }> {
  return [
    ...routes.map((route) => ({ name: route.handler, entry: paths.httpHandler(route.handler) })),
    { name: 'jobs/automation-runner', entry: join(paths.jobs, 'automation-runner.ts') },
    { name: 'jobs/integration-sync', entry: join(paths.jobs, 'integration-sync.ts') },
    { name: 'authorizers/cloudfront-origin', entry: paths.resolve('functions/authorizers/cloudfront-origin.ts') },
  ];
}

/**
 * Bundles each function with the options `NodejsFunction` uses (infra/lambda-bundling.ts), in memory, and weighs
 * the minified output against the budget.
 */
export async function measureLambdaBundleDetails(options: { plugins?: Plugin[] } = {}): Promise<LambdaBundleDetail[]> {
  return Promise.all(
    lambdaEntries().map(async ({ name, entry }) => {
      const result = await build({
        ...esbuildOptionsFor(entry, join('/tmp/bizpilot-bench', name, 'index.mjs'), paths.tsconfig),
        write: false,
        ...(options.plugins ? { plugins: options.plugins } : {}),
      });
      const js = result.outputFiles.find((file) => file.path.endsWith('.mjs'));
      if (!js) throw new Error(`esbuild produced no .mjs for ${name}`);
      const bytes = js.contents.byteLength;
      return { function: name, bytes, ok: bytes <= LAMBDA_BUNDLE_BUDGET_BYTES, largest: largestInputs(result.metafile) };
    }),
  );
}

export async function measureLambdaBundles(): Promise<LambdaBundle[]> {
  const details = await measureLambdaBundleDetails();
  return details.map(({ function: fn, bytes, ok }) => ({ function: fn, bytes, ok }));
}

function largestInputs(metafile: Metafile | undefined, count = 3): Array<{ input: string; bytes: number }> {
  const output = Object.values(metafile?.outputs ?? {}).find((o) => o.entryPoint);
  const totals = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
    const key = pkg ?? input.split('/').slice(0, 2).join('/');
    totals.set(key, (totals.get(key) ?? 0) + bytesInOutput);
  }
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, count).map(([input, bytes]) => ({ input, bytes }));
}

/**
 * What-if, for the report only: rewrites `import { z } from 'zod'` to `import * as z from 'zod'` in our sources.
 * The named import makes esbuild keep zod's whole `z` namespace, every locale included (~440 KB minified); the
 * namespace import lets it drop what is unused (~85 KB). Deployed bundles are never built with this.
 */
export const zodNamespaceImports: Plugin = {
  name: 'zod-namespace-imports',
  setup(b) {
    b.onLoad({ filter: /\/(functions|shared)\/.*\.ts$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replace(
        /import \{ z \} from 'zod';/g,
        "import * as z from 'zod';",
      ),
      loader: 'ts',
    }));
  },
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [rows, projected] = await Promise.all([
    measureLambdaBundleDetails(),
    measureLambdaBundleDetails({ plugins: [zodNamespaceImports] }),
  ]);
  const projectedBytes = new Map(projected.map((p) => [p.function, p.bytes]));
  console.log(`Lambda bundles (minified ESM, budget ${kb(LAMBDA_BUNDLE_BUDGET_BYTES)} each)`);
  console.log(`     ${'function'.padEnd(32)} ${'size'.padStart(10)} ${'ns-zod'.padStart(10)}   largest inputs`);
  for (const row of rows.sort((a, b) => b.bytes - a.bytes)) {
    const largest = row.largest.map((l) => `${l.input} ${kb(l.bytes)}`).join(', ');
    const whatIf = kb(projectedBytes.get(row.function) ?? 0).padStart(10);
    console.log(`${row.ok ? 'ok  ' : 'OVER'} ${row.function.padEnd(32)} ${kb(row.bytes).padStart(10)} ${whatIf}   ${largest}`);
  }
  console.log('ns-zod: the size if our sources used `import * as z from \'zod\'` instead of `import { z } from \'zod\'`.');
  const over = rows.filter((r) => !r.ok).length;
  console.log(`${rows.length - over} within budget, ${over} over`);
  process.exitCode = over > 0 ? 1 : 0;
}
