import { type BundlingOptions, LogLevel, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';

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
 * The AWS SDK v3 is part of the Node.js Lambda runtime. Leaving it out keeps every function well inside the
 * size budget; the runtime's copy is a recent v3 and the handlers use only long-stable commands.
 */
export const EXTERNAL_MODULES = ['@aws-sdk/*'];

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
    tsconfig,
    metafile: true,
    logLevel: 'silent',
  };
}
