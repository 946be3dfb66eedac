import { fork } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ApiClient } from '../testing/api-client';

export interface BenchRow {
  metric: string;
  value: string;
  budget: string;
  ok: boolean;
}

const RATE = 200;
const DURATION_SECONDS = 20;
const WARM_UP_SECONDS = 3;

async function peakRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * Drives `GET /api/auth/user` (signed in) at a fixed 200 req/s for 20 s against the local runtime running in its
 * own process, and reports latency percentiles, errors and the runtime's peak RSS.
 */
export async function measureApiLatency(): Promise<BenchRow[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bizpilot-bench-'));
  const server = fork(fileURLToPath(new URL('./api-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'WARN',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    stdio: 'inherit',
  });
  try {
    const { url } = await new Promise<{ url: string }>((resolve, reject) => {
      server.once('message', (m) => resolve(m as { url: string }));
      server.once('exit', (code) => reject(new Error(`runtime exited with ${code}`)));
    });
    const client = new ApiClient(url);
    const signUp = await client.post('/api/auth/local/sign-up', {
      email: 'bench@example.com',
      password: 'correct horse battery',
      firstName: 'Bench',
      lastName: 'Mark',
    });
    if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status}`);

    const load = {
      url: `${url}/api/auth/user`,
      connections: 10,
      overallRate: RATE,
      headers: { cookie: `__Host-sid=${client.sessionCookie}` },
    };
    // Warm up first, as a warm Lambda container would be: the local runtime loads (and compiles) a handler module
    // on its first request, and the JIT needs a moment. Cold starts are a separate figure, not this one.
    await autocannon({ ...load, duration: WARM_UP_SECONDS });
    const result = await autocannon({ ...load, duration: DURATION_SECONDS });
    const errors = result.errors + result.timeouts + result.non2xx;
    const rss = await peakRssMb(server.pid!);
    return [
      {
        metric: `GET /api/auth/user p50 (${RATE} req/s, ${DURATION_SECONDS} s)`,
        value: `${result.latency.p50} ms`,
        budget: '—',
        ok: true,
      },
      {
        metric: 'GET /api/auth/user p99',
        value: `${result.latency.p99} ms`,
        budget: '≤ 25 ms',
        ok: result.latency.p99 <= 25,
      },
      {
        metric: 'requests completed',
        value: String(result.requests.total),
        budget: `${RATE * DURATION_SECONDS}`,
        ok: true,
      },
      { metric: 'errors (incl. non-2xx, timeouts)', value: String(errors), budget: '0', ok: errors === 0 },
      { metric: 'runtime peak RSS', value: `${rss} MB`, budget: '—', ok: true },
    ];
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}
