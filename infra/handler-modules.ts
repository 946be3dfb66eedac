import { buildSync, type Metafile } from 'esbuild';
import { paths } from './paths';

/**
 * One in-process esbuild run over `entries` (absolute, or relative to `root`) with npm packages left external: the
 * project modules each entry reaches and the imports of each, resolved exactly as the Lambda bundles resolve them
 * (tsconfig paths included).
 */
export function projectMetafile(entries: readonly string[], root: string = paths.root): Metafile {
  return buildSync({
    absWorkingDir: root,
    // Two routes may share a handler module; esbuild refuses duplicate entry points.
    entryPoints: [...new Set(entries)],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    write: false,
    metafile: true,
    outdir: 'project-metafile.out',
    tsconfig: paths.tsconfig,
    logLevel: 'silent',
  }).metafile;
}

/**
 * The project source modules each Lambda entry bundles, found the way esbuild finds them (same resolver, tsconfig
 * paths included). npm packages are left out, which makes this one fast in-process build for all entries.
 *
 * Returns, per absolute entry path, the set of repo-relative source paths (`functions/platform/events.ts`, …).
 */
export function sourceModulesOf(entries: readonly string[]): Map<string, Set<string>> {
  const metafile = projectMetafile(entries);
  const byEntry = new Map<string, Set<string>>();
  for (const output of Object.values(metafile.outputs)) {
    if (!output.entryPoint) continue;
    byEntry.set(paths.resolve(output.entryPoint), new Set(Object.keys(output.inputs)));
  }
  return byEntry;
}
