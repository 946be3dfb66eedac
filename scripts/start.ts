import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './local/repo-root';
import { startLocalRuntime } from './local/runtime';
import { ensureWebBuild, webDist } from './local/web-build';

/**
 * `npm start`: builds the SPA on a fresh clone, then runs the whole app locally on PORT (default 3000) with
 * its data under DATA_DIR (default .data/). Ctrl+C stops everything and flushes the data to disk.
 */
const envFile = join(repoRoot, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

const port = Number(process.env.PORT ?? 3000);
const dataDir = process.env.DATA_DIR ?? join(repoRoot, '.data');

ensureWebBuild();

const runtime = await startLocalRuntime({ port, dataDir, webDist, host: process.env.HOST });
console.log(`BizPilot is running at ${runtime.url} (data in ${dataDir}). Press Ctrl+C to stop.`);

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
