import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { repoRoot } from '../local/repo-root';

/**
 * Where every test runtime's WARN and ERROR lines go (`runtime-log.ts`): the tests' terminal output stays as it was,
 * and the cause of a 500 seen under load is on disk afterwards (`.ci/run` prints its tail after a failed run).
 */
export const runtimeLogFile = join(repoRoot, 'artifacts', 'test-runtime.log');

/**
 * vitest globalSetup of the node projects: each run starts the file afresh, so what it holds is this run's. Every
 * project's global setup runs before any test file, so no line of this run is lost to a later project's setup.
 */
export default function setup() {
  mkdirSync(dirname(runtimeLogFile), { recursive: true });
  writeFileSync(runtimeLogFile, '');
}
