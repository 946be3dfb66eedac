import autocannon from 'autocannon';
import { startRuntimeProcess } from './runtime-process';

export interface BenchRow {
  metric: string;
  value: string;
  budget: string;
  ok: boolean;
}

const RATE = 200;
const DURATION_SECONDS = 20;
const WARM_UP_SECONDS = 3;

/**
 * Drives `GET /api/auth/user` (signed in) at a fixed 200 req/s for 20 s against the local runtime running in its
 * own process, and reports latency percentiles, errors and the runtime's peak RSS.
 */
export async function measureApiLatency(): Promise<BenchRow[]> {
  const runtime = await startRuntimeProcess();
  try {
    const client = await runtime.signUp('latency');
    const url = runtime.url;

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
    const rss = (await runtime.rssMb()).peak;
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
    await runtime.stop();
  }
}
