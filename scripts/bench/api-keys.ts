import { performance } from 'node:perf_hooks';
import { takeRateSlot } from '../../functions/platform/auth/api-rate-limit';
import { emptyTally, withCapacityTally } from '../../functions/platform/dynamodb/capacity';
import { onRequestLogged, type RequestLogLine } from '../../functions/platform/middleware/request-log';
import { withTemporaryRuntime } from '../local/temporary-runtime';
import { upgradeLocally } from '../testing/local-billing';
import { signUpUser } from '../testing/test-runtime';
import { atMost, type BenchRow, reported } from './bench-row';
import { percentile } from './percentile';

const ROUNDS = 300;

/**
 * What API keys add to a request (issue 32): the rate limiter alone (one conditional UpdateItem on the key's minute
 * item, timed in process against the embedded table, with its billed units), and a whole key request against the
 * same request with the session cookie (`GET /api/tasks`, alternating, through the local runtime). The limits are
 * raised for the run so the bench measures the work the limiter does, not its refusals.
 */
export async function measureApiKeys(): Promise<BenchRow[]> {
  process.env.API_KEY_REQUESTS_PER_MINUTE = '1000000';
  process.env.API_KEY_BURST_PER_SECOND = '1000000';
  return withTemporaryRuntime(async (runtime) => {
    const { client } = await signUpUser(runtime);
    await upgradeLocally(client, 'elite');
    const created = await client.post('/api/api-keys', { name: 'Bench', scopes: ['tasks:read'] });
    const key: string = created.body.key;
    const script = runtime.url;

    const limiter: number[] = [];
    const units: number[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      const tally = emptyTally();
      const started = performance.now();
      await withCapacityTally(tally, () =>
        takeRateSlot('bench-key', { perMinute: 1_000_000, perSecond: 1_000_000 }, new Date()),
      );
      limiter.push(performance.now() - started);
      units.push(tally.readUnits + tally.writeUnits);
    }

    const lines: RequestLogLine[] = [];
    const stop = onRequestLogged((line) => lines.push(line));
    const byKey: number[] = [];
    const bySession: number[] = [];
    const keyUnits: number[] = [];
    const sessionUnits: number[] = [];
    try {
      for (let i = 0; i < ROUNDS; i += 1) {
        let started = performance.now();
        await fetch(new URL('/api/tasks', script), { headers: { authorization: `Bearer ${key}` } }).then((r) =>
          r.text(),
        );
        byKey.push(performance.now() - started);
        keyUnits.push(unitsOf(lines.at(-1)));
        started = performance.now();
        await client.get('/api/tasks');
        bySession.push(performance.now() - started);
        sessionUnits.push(unitsOf(lines.at(-1)));
      }
    } finally {
      stop();
    }
    const p95 = (values: number[]) =>
      percentile(
        [...values].sort((a, b) => a - b),
        0.95,
      );
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    return [
      reported('Rate limiter alone: p95 (one conditional UpdateItem, embedded table)', `${p95(limiter).toFixed(1)} ms`),
      atMost('Rate limiter: capacity units per request', mean(units), 1, 'WCU', { digits: 2 }),
      reported(
        'GET /api/tasks p95: API key vs session cookie',
        `${p95(byKey).toFixed(1)} ms vs ${p95(bySession).toFixed(1)} ms (+${(p95(byKey) - p95(bySession)).toFixed(1)} ms)`,
      ),
      reported(
        'GET /api/tasks units per request: API key vs session cookie',
        `${mean(keyUnits).toFixed(2)} vs ${mean(sessionUnits).toFixed(2)} (key lookup 1 RCU strongly consistent, limiter 1 WCU, plan 0.5 RCU; lastUsedAt once a minute)`,
      ),
    ];
  });
}

const unitsOf = (line: RequestLogLine | undefined) => (line ? line.readUnits + line.writeUnits : 0);
