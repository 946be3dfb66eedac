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
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
