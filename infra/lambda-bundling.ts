import { type BundlingOptions, LogLevel, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';
import { paths } from './paths';

/**
 * How every Lambda is bundled, defined once. `AppFunction` hands `lambdaBundling` to `NodejsFunction`, and the
 * bundle-size benchmark turns the same values into esbuild options with `esbuildOptionsFor`, so the sizes it
 * reports are the sizes that get deployed.
 */

/** The Lambda runtime's Node.js major version; esbuild targets the same. */
export const NODE_MAJOR = 24;

/**
 * ESM output lets esbuild tree-shake ESM packages (Powertools, middy, zod). A few CommonJS dependencies still
 * call `require()` for Node built-ins, which ESM has no binding for; this banner provides one (the pattern the
 * Powertools docs give for ESM bundles).
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
 * Modules swapped for a Lambda-only replacement at bundle time (paths relative to the project root, where
 * `NodejsFunction` runs esbuild). The SDK's default credential chain becomes the environment provider, the only link
 * that answers in Lambda: see `functions/platform/lambda-credentials.ts`.
 */
export const LAMBDA_ALIASES: Readonly<Record<string, string>> = {
  '@aws-sdk/credential-provider-node': './functions/platform/lambda-credentials.ts',
};

export const lambdaBundling: BundlingOptions = {
  format: OutputFormat.ESM,
  target: `node${NODE_MAJOR}`,
  minify: true,
  sourceMap: true,
  // Stack traces map back to file and line; shipping the sources themselves would only add weight.
  sourcesContent: false,
  mainFields: ['module', 'main'],
  banner: ESM_REQUIRE_BANNER,
  externalModules: EXTERNAL_MODULES,
  // BundlingOptions has no alias field; NodejsFunction passes each entry on as `--alias:<module>=<path>`.
  esbuildArgs: { '--alias': Object.entries(LAMBDA_ALIASES).map(([module, path]) => `${module}=${path}`) },
  // Local esbuild only: CI and this repo have no Docker.
  forceDockerBundling: false,
  // esbuild's per-file size table for every function drowns synth output; warnings and errors still show.
  logLevel: LogLevel.WARNING,
};

/** The esbuild options `NodejsFunction` derives from `lambdaBundling` (see aws-lambda-nodejs' bundling.ts). */
export function esbuildOptionsFor(entry: string, outfile: string, tsconfig: string): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: lambdaBundling.target,
    format: 'esm',
    minify: lambdaBundling.minify,
    sourcemap: lambdaBundling.sourceMap,
    sourcesContent: lambdaBundling.sourcesContent,
    mainFields: lambdaBundling.mainFields,
    banner: { js: ESM_REQUIRE_BANNER },
    external: [...EXTERNAL_MODULES],
    alias: Object.fromEntries(Object.entries(LAMBDA_ALIASES).map(([module, path]) => [module, paths.resolve(path)])),
    tsconfig,
    metafile: true,
    logLevel: 'silent',
  };
}
