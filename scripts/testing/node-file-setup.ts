import { afterAll, vi } from 'vitest';
import { startRuntimeContext } from '../../functions/platform/runtime-context';

// The files of the `node-api` project (vitest.config.ts) share a worker's module graph, so what a file leaves must not
// reach the next one: a helper pointing this process at the shared runtime's table (`teams.ts`) or a test table at
// its engine would make the next file's runtime use that table instead of starting its own. This hook runs after the
// file's own (its servers have stopped): stubbed globals and real timers are put back, the environment is put back as
// the file found it (written or stubbed), and the settings and clients made from it are dropped.
const found = { ...process.env };

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  for (const name of Object.keys(process.env)) if (!(name in found)) delete process.env[name];
  Object.assign(process.env, found);
  startRuntimeContext();
});
