import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Browser tests: one file at a time (they share one runtime and a 2-core machine). Run via `npm run test:e2e`. */
export default defineConfig({
  // A test may seed what another area's hook would write (the runtime's table is shared through DYNAMODB_ENDPOINT).
  resolve: { alias: { '@shared': fileURLToPath(new URL('../shared', import.meta.url)) } },
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.test.ts'],
    // A failed test prints where its pages were and what they logged (e2e/support/failure-report.ts).
    setupFiles: ['e2e/support/failure-report.ts'],
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    // Each step waits on events with Playwright's own timeouts (which catch a hang); the test's cap only has to outlast
    // a slow walk through many of them on a loaded 2-core machine.
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
