// First: the app's modules must see the shifted clock, if the test asked for one.
import './shifted-clock';
import './runtime-log.child';
import { join } from 'node:path';
import { cheapPasswordHashingForTests } from '../../functions/platform/auth/password';
import { startLocalRuntime } from '../local/runtime';

/**
 * The local runtime on `DATA_DIR` in a process a test can kill (`restartable-runtime.ts`): parked automation runs are
 * woken every second, and the clock is `TEST_CLOCK_SHIFT_MS` ahead (`shifted-clock.ts`). Prints its URL as one JSON
 * line; stops cleanly on SIGTERM.
 */
const dataDir = process.env.DATA_DIR!;
// Passwords at the test cost for the process's life, as in every test runtime (`test-runtime.ts`).
cheapPasswordHashingForTests();
const runtime = await startLocalRuntime({
  port: 0,
  dataDir,
  webDist: join(dataDir, 'no-web-build'),
  signInRequestsPerMinute: 100_000,
  providerSandbox: false,
  dueRunsEverySeconds: 1,
});
console.log(JSON.stringify({ url: runtime.url }));
process.on('SIGTERM', async () => {
  await runtime.stop();
  process.exit(0);
});
