import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { AssetHashType, type ILocalBundling } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { type BuildOptions, buildSync } from 'esbuild';
import { AUGURS_WASM_FILES, AUGURS_WASM_FOLDER } from '../shared/forecast/model-assets';
import { paths } from './paths';

/**
 * How every Lambda is bundled, defined once: `lambdaCode` builds what `AppFunction` deploys with
 * `esbuildOptionsFor`, and the bundle-size and init benchmarks and the bundle tests build with the same function, so
 * what they measure is what gets deployed.
 *
 * esbuild runs here, in-process, rather than through `NodejsFunction`'s bundling: that passes `--outfile`, so a
 * function is one file, and a dynamic `import()` splits nothing off. Here each function is `index.mjs` plus a
 * `chunks/` folder, and a module imported dynamically (PDF.js in the statement import, Plaid's SDK, OpenAI's, the
 * report's PDF writer) sits in a chunk of its own that is read only when the code first asks for it. Measured on
 * the statement import: 99 ms to import as one file, 51 ms split (README, design notes).
 */

/** The Lambda runtime's Node.js major version; esbuild targets the same. */
export const NODE_MAJOR = 24;

/** The entry's output, the file Lambda loads, and the handler setting that names its `handler` export. */
const ENTRY_NAME = 'index';
export const ENTRY_FILE = `${ENTRY_NAME}.mjs`;
export const LAMBDA_HANDLER = `${ENTRY_NAME}.handler`;

/**
 * ESM output lets esbuild tree-shake ESM packages (Powertools, middy, zod). A few CommonJS dependencies still
 * call `require()` for Node built-ins, which ESM has no binding for; this banner provides one (the pattern the
 * Powertools docs give for ESM bundles). Each chunk is a module of its own, so each gets its own.
 */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __bizpilotCreateRequire } from 'node:module'; const require = __bizpilotCreateRequire(import.meta.url);";

/**
 * Nothing is left to the runtime: the AWS SDK clients a function uses are bundled with it. The runtime's own SDK is
 * the whole of v3 in CommonJS, and importing its DynamoDB client alone was most of a cold start (about 130 of
 * 150 ms, measured); bundled, tree-shaken ESM with only the commands called loads in a fraction of that, at the
 * price of a bigger file (`npm run bench` reports both, and the init time is the budget). The SDK version is then
 * the one in package-lock.json, tested here, rather than whatever the runtime ships.
 */
export const EXTERNAL_MODULES: string[] = [];

/**
 * Modules swapped for a Lambda-only replacement at bundle time (paths relative to the project root). The SDK's
 * default credential chain becomes the environment provider, the only link that answers in Lambda: see
 * `functions/platform/lambda-credentials.ts`.
 */
export const LAMBDA_ALIASES: Readonly<Record<string, string>> = {
  '@aws-sdk/credential-provider-node': './functions/platform/lambda-credentials.ts',
};

/** What every Lambda bundle is built with, whatever its entry and output. */
export function lambdaBuildOptions(tsconfig: string): BuildOptions {
  return {
    bundle: true,
    platform: 'node',
    target: `node${NODE_MAJOR}`,
    format: 'esm',
    minify: true,
    sourcemap: true,
    // Stack traces map back to file and line; shipping the sources themselves would only add weight.
    sourcesContent: false,
    mainFields: ['module', 'main'],
    banner: { js: ESM_REQUIRE_BANNER },
    external: [...EXTERNAL_MODULES],
    alias: Object.fromEntries(Object.entries(LAMBDA_ALIASES).map(([module, path]) => [module, paths.resolve(path)])),
    tsconfig,
    metafile: true,
    logLevel: 'silent',
  };
}

/** One function's bundle: `entry` as `index.mjs` in `outdir`, each module it imports dynamically in `chunks/`. */
export function esbuildOptionsFor(entry: string, outdir: string, tsconfig: string): BuildOptions {
  return {
    ...lambdaBuildOptions(tsconfig),
    entryPoints: { [ENTRY_NAME]: entry },
    outdir,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
  };
}

/**
 * A function's code asset, bundled on this machine at synth (CI and this repo have no Docker). The asset's hash is
 * its output's, so a deploy uploads a function again only when its bundle changed. `image` is required by the CDK's
 * type and used only if local bundling declines, which this one never does.
 */
export function lambdaCode(entry: string): lambda.Code {
  return lambda.Code.fromAsset(paths.root, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: { image: lambda.Runtime.NODEJS_24_X.bundlingImage, local: new EsbuildBundling(entry) },
  });
}

/**
 * Bundles one entry with `esbuildOptionsFor`. The entry is a field, not only a closure: the CDK reuses a bundled asset
 * for any other asset whose bundling options serialise to the same JSON, and a function's body does not serialise.
 */
class EsbuildBundling implements ILocalBundling {
  constructor(readonly entry: string) {}

  tryBundle(outputDir: string): boolean {
    // An esbuild error throws, and the synth stops with esbuild's message.
    const result = buildSync({ ...esbuildOptionsFor(this.entry, outputDir, paths.tsconfig), logLevel: 'warning' });
    copyWasmAssets(Object.keys(result.metafile?.inputs ?? {}), outputDir);
    return true;
  }
}

/**
 * WebAssembly a bundled package loads from a file beside its JavaScript, which esbuild does not follow: the forecast's
 * models (`@bsull/augurs`). A bundle that includes them gets the files in `augurs/`, where the adapter looks in Lambda.
 */
export function copyWasmAssets(inputs: readonly string[], outputDir: string): void {
  if (!inputs.some((input) => input.includes('node_modules/@bsull/augurs/'))) return;
  const source = dirname(createRequire(import.meta.url).resolve('@bsull/augurs/ets'));
  mkdirSync(join(outputDir, AUGURS_WASM_FOLDER), { recursive: true });
  for (const file of AUGURS_WASM_FILES) copyFileSync(join(source, file), join(outputDir, AUGURS_WASM_FOLDER, file));
}
