import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './repo-root';

export const webDist = join(repoRoot, 'web/dist');

/** What the SPA is built from: a change to any of these (a pull, an edit) makes a build out of date. */
const WEB_SOURCES = [
  'web/src',
  'web/public',
  'web/vite-plugins',
  'web/index.html',
  'web/vite.config.ts',
  'web/route-tree.config.ts',
  'shared',
  'package-lock.json',
];

/** The newest modification time under `path` (a file or a folder, walked), 0 when it does not exist. */
function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

/**
 * Whether `dist` holds a build at least as new as every source under `root`. A build from before a `git pull` or an
 * edit would otherwise be served as it is: `npm start` and the browser tests showed yesterday's screens.
 */
export function isWebBuildCurrent(root = repoRoot, dist = join(root, 'web/dist')): boolean {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) return false;
  const builtAt = statSync(index).mtimeMs;
  return WEB_SOURCES.every((source) => newestChange(join(root, source)) <= builtAt);
}

/** Builds the SPA when there is no build yet (a fresh clone) or the build is older than its sources. */
export function ensureWebBuild(): void {
  if (isWebBuildCurrent()) return;
  console.log(
    existsSync(join(webDist, 'index.html'))
      ? 'Building the web app (its sources changed since web/dist was built)…'
      : 'Building the web app (no build in web/dist yet)…',
  );
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}
