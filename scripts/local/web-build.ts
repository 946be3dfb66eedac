import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './repo-root';

export const webDist = join(repoRoot, 'web/dist');

/** Builds the SPA when there is no build yet (a fresh clone); an existing build is used as it is. */
export function ensureWebBuild(): void {
  if (existsSync(join(webDist, 'index.html'))) return;
  console.log('Building the web app (no build in web/dist yet)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}
