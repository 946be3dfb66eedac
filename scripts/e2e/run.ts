/**
 * `npm run test:e2e`: builds the SPA if needed, starts the real local runtime on a free port with a throwaway
 * data folder, runs the browser tests in e2e/ against it and ends with one plain "N passed, N failed" line.
 * `npm run test:e2e -- subscription` runs only the files whose names contain `subscription`.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startVitest } from 'vitest/node';
import { repoRoot } from '../local/repo-root';
import { ensureWebBuild } from '../local/web-build';
import { logRuntimeTo } from '../testing/runtime-log';

interface JsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numFailedTestSuites: number;
}

async function main(): Promise<number> {
  ensureWebBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'bizpilot-e2e-'));
  const reportFile = join(dataDir, 'e2e-report.json');
  // Request logs would bury the test report: the runtime's WARN and ERROR lines go to artifacts/test-runtime.log,
  // after the vitest run's (.ci/run prints its tail when this suite fails).
  logRuntimeTo('e2e');
  // Every answer the browser gets is checked against its route's contract, as in the API tests.
  process.env.VALIDATE_RESPONSES ??= 'true';
  // The single sign-on test runs a real OpenID provider on loopback (http), which only this setting lets through.
  process.env.SSO_ALLOW_PRIVATE_ISSUERS ??= 'true';
  const { startLocalRuntime } = await import('../local/runtime');
  const runtime = await startLocalRuntime({ port: 0, dataDir });
  try {
    // localhost, not 127.0.0.1: Chromium keeps Secure `__Host-` cookies only on a secure context.
    process.env.E2E_BASE_URL = `http://localhost:${runtime.port}`;
    const vitest = await startVitest('test', process.argv.slice(2), {
      config: join(repoRoot, 'e2e/vitest.config.ts'),
      run: true,
      watch: false,
      reporters: ['default', ['json', { outputFile: reportFile }]],
    });
    await vitest?.close();
    if (!existsSync(reportFile)) {
      console.log('0 passed, 1 failed');
      return 1;
    }
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as JsonReport;
    // A file that fails to load has no tests to count; still a failure.
    const failed = report.numFailedTests + (report.numFailedTests === 0 ? report.numFailedTestSuites : 0);
    console.log(`${report.numPassedTests} passed, ${failed} failed`);
    return failed === 0 ? 0 : 1;
  } finally {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    console.log('0 passed, 1 failed');
    process.exit(1);
  },
);
