import { afterAll } from 'vitest';
import { startRuntimeContext } from '../../functions/platform/runtime-context';

// Runtime test files share a worker's module graph (`node-api` in vitest.config.ts), so the environment a file leaves
// must not reach the next one: a helper pointing this process at the shared runtime's table (`teams.ts`) would make
// the next file's runtime use that table instead of starting its own. This hook runs after the file's own (its
// runtime has stopped): the environment is put back as the file found it and the clients made from it are dropped.
const found = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in found)) delete process.env[name];
  Object.assign(process.env, found);
  startRuntimeContext();
});
