import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { checkDataFolder } from './local/data-folder';
import { repoRoot } from './local/repo-root';
import { startedMessage } from './local/started-message';
import { startupFailureLine } from './local/startup-error';
import { ensureWebBuild, webDist } from './local/web-build';

/**
 * `npm start`: builds the SPA on a fresh clone, then runs the whole app locally on PORT (default 3000) with
 * its data under DATA_DIR (default .data/). Ctrl+C stops everything and flushes the data to disk.
 * `npm start -- --api-only` serves the API without building or serving the SPA.
 *
 * Whatever stops it from starting (or stops the database later) is printed as one line, and it exits non-zero.
 */
const envFile = join(repoRoot, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

const port = Number(process.env.PORT ?? 3000);
const dataDir = process.env.DATA_DIR ?? join(repoRoot, '.data');
const apiOnly = process.argv.includes('--api-only');

function fail(error: unknown): never {
  console.error(startupFailureLine(error));
  process.exit(1);
}

// A data folder it cannot use is refused at once, as the runtime would refuse it, but before a build of the SPA and
// before the app's modules load (which takes seconds).
if (!process.env.DYNAMODB_ENDPOINT) await checkDataFolder(dataDir).catch(fail);

try {
  if (!apiOnly) ensureWebBuild();
} catch (error) {
  fail(error);
}

const { startLocalRuntime } = await import('./local/runtime');
const runtime = await startLocalRuntime({
  port,
  dataDir,
  webDist: apiOnly ? join(dataDir, 'no-web-build') : webDist,
  host: process.env.HOST,
  onEngineCrash: (error) => {
    console.error(`BizPilot stopped: the embedded database failed (${error.message}). Data written before is kept.`);
    process.exit(1);
  },
}).catch(fail);
console.log(startedMessage(runtime, dataDir));

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping BizPilot…');
    await runtime.stop();
    process.exit(0);
  });
}
