import { loadavg } from 'node:os';
import { onRequestLogged, type RequestLogLine } from '../../functions/platform/middleware/request-log';
import { switchAuditWriter } from '../../functions/services/audit/audit-log';
import { withTemporaryRuntime } from '../local/temporary-runtime';
import { upgradeLocally } from '../testing/local-billing';
import { signUpUser } from '../testing/test-runtime';
import { type BenchRow, reported } from './bench-row';
import { pacedLoad } from './paced-load';
import { percentile } from './percentile';
import { signedInJsonHeaders } from './signed-in-headers';

/** Issue 31's overhead goal: entries add ≤ 20 % to a create route's p95 at 50 req/s (pages: audit-pages.ts). */
const RATE = 50;
/** Long enough for the engine's first flush of what the sign-up and the warm-up wrote to pass before measuring. */
const WARM_SECONDS = 10;
/** Seconds of load with the writer on, and as many with it off, per round (`AUDIT_BENCH_SECONDS`). */
const LOAD_SECONDS = Number(process.env.AUDIT_BENCH_SECONDS ?? 20);
/**
 * Rounds measured one after another in the same runtime (`AUDIT_BENCH_ROUNDS`), the goal judged on their median:
 * the embedded engine stalls now and then for 150–500 ms (its LevelDB store, whichever state is running), and one
 * stall in one 5-s window moves that state's pooled p95 of a round by 2–10×. Every round is printed.
 */
const ROUNDS = Number(process.env.AUDIT_BENCH_ROUNDS ?? 3);
/** The load alternates off and on in windows this long, so both states see the same minutes of a shared machine. */
const WINDOW_SECONDS = 5;
const MAX_ADDED = 0.2;

export async function measureAuditOverhead(): Promise<BenchRow[]> {
  const rounds = await createLatencies();
  const added = rounds.map(({ off, on }) => on.p95 / Math.max(1, off.p95) - 1);
  const medianAdded = [...added].sort((a, b) => a - b)[Math.floor(added.length / 2)]!;
  const mean = (of: (figures: StateFigures) => number, state: 'off' | 'on') =>
    rounds.reduce((sum, round) => sum + of(round[state]), 0) / rounds.length;
  const list = (values: number[], digits = 1) => values.map((value) => value.toFixed(digits)).join(' / ');
  const errors = rounds.reduce((sum, round) => sum + round.off.errors + round.on.errors, 0);
  const sent = rounds.reduce((sum, round) => sum + round.off.sent + round.on.sent, 0);
  const pooledP95 = (state: 'off' | 'on') =>
    percentile(
      rounds.flatMap((round) => round[state].latencies).sort((a, b) => a - b),
      0.95,
    );
  const pooledAdded = pooledP95('on') / Math.max(1, pooledP95('off')) - 1;
  const load = `load average ${loadavg()[0]!.toFixed(1)}`;
  const shape = `${RATE} req/s paced, ${LOAD_SECONDS} s each state a round in alternating ${WINDOW_SECONDS} s windows, ${ROUNDS} rounds, one runtime`;
  return [
    reported(
      `POST /api/tasks, audit writer off (baseline; ${shape})`,
      `p95 by round ${list(rounds.map((r) => r.off.p95))} ms, p50 ${list(rounds.map((r) => r.off.p50))} ms (${load})`,
    ),
    {
      metric: `POST /api/tasks, audit writer on (${shape})`,
      value:
        `p95 by round ${list(rounds.map((r) => r.on.p95))} ms, p50 ${list(rounds.map((r) => r.on.p50))} ms: ` +
        `${list(
          added.map((a) => a * 100),
          0,
        )} % added to p95, median ${(medianAdded * 100).toFixed(0)} % (${errors} errors of ${sent}; ${load})`,
      budget: `median of the rounds ≤ ${MAX_ADDED * 100} % added to the baseline's p95`,
      ok: medianAdded <= MAX_ADDED && errors === 0,
    },
    reported(
      'POST /api/tasks p95 over all rounds pooled, audit writer off → on (the same requests, one figure)',
      `${pooledP95('off').toFixed(1)} → ${pooledP95('on').toFixed(1)} ms: ${(pooledAdded * 100).toFixed(0)} % added`,
    ),
    reported(
      'POST /api/tasks CPU time per request (this process, all threads), audit writer off → on, mean of rounds',
      `${mean((f) => f.cpuMsPerRequest, 'off').toFixed(1)} → ${mean((f) => f.cpuMsPerRequest, 'on').toFixed(1)} ms`,
    ),
    reported(
      'POST /api/tasks table calls and write units per request, audit writer off → on',
      `${mean((f) => f.tableCalls, 'off').toFixed(1)} → ${mean((f) => f.tableCalls, 'on').toFixed(1)} calls, ` +
        `${mean((f) => f.writeUnits, 'off').toFixed(1)} → ${mean((f) => f.writeUnits, 'on').toFixed(1)} WU`,
    ),
  ];
}

/** A new Elite owner's `POST /api/tasks` as `pacedLoad` sends it: the URL, the browser's headers and the request. */
export async function eliteTaskCreates(runtime: { url: string }) {
  const { client } = await signUpUser(runtime);
  // Elite: the audit log's plan (entries are written on every plan; this keeps the run like an Elite team's).
  await upgradeLocally(client, 'elite');
  return {
    url: `${runtime.url}/api/tasks`,
    headers: signedInJsonHeaders(client, runtime.url),
    init: { method: 'POST' as const, body: JSON.stringify({ title: 'Call the supplier' }), status: 201 },
  };
}

interface StateFigures {
  /** Per answered request, from its request log line. */
  tableCalls: number;
  writeUnits: number;
  p50: number;
  p95: number;
  /** Every request's latency, sorted (pooled over the rounds too). */
  latencies: number[];
  sent: number;
  errors: number;
  cpuMsPerRequest: number;
}

/**
 * The create route's latency at a steady 50 req/s with the audit writer off and on, in one runtime and one workspace:
 * after a warm-up, each round alternates windows between the two states (the writer is switched between windows,
 * when no request is in flight), and pools each state's latencies.
 */
function createLatencies(): Promise<Array<{ off: StateFigures; on: StateFigures }>> {
  return withTemporaryRuntime(async (runtime) => {
    const { url, headers, init } = await eliteTaskCreates(runtime);
    await pacedLoad(url, RATE, WARM_SECONDS, headers, init);
    const rounds: Array<{ off: StateFigures; on: StateFigures }> = [];
    for (let round = 0; round < ROUNDS; round += 1) rounds.push(await oneRound(url, headers, init));
    return rounds;
  });
}

async function oneRound(
  url: string,
  headers: Record<string, string>,
  init: Awaited<ReturnType<typeof eliteTaskCreates>>['init'],
): Promise<{ off: StateFigures; on: StateFigures }> {
  const pooled = {
    off: { latencies: [] as number[], sent: 0, errors: 0, cpuMicros: 0, lines: [] as RequestLogLine[] },
    on: { latencies: [] as number[], sent: 0, errors: 0, cpuMicros: 0, lines: [] as RequestLogLine[] },
  };
  let logged: RequestLogLine[] = [];
  const stopListening = onRequestLogged((line) => logged.push(line));
  try {
    for (let window = 0; window < (2 * LOAD_SECONDS) / WINDOW_SECONDS; window += 1) {
      const state = window % 2 === 0 ? 'off' : 'on';
      switchAuditWriter(state === 'on');
      // The process's CPU time (the API, the engine's worker thread, the load's own client alike in both states):
      // what the writer adds to each request even when a saturated machine stretches the wall clock.
      const cpuBefore = process.cpuUsage();
      logged = pooled[state].lines;
      const load = await pacedLoad(url, RATE, WINDOW_SECONDS, headers, init);
      const cpu = process.cpuUsage(cpuBefore);
      const into = pooled[state];
      into.latencies.push(...load.latencies);
      into.sent += load.sent;
      into.errors += load.errors;
      into.cpuMicros += cpu.user + cpu.system;
    }
  } finally {
    stopListening();
    switchAuditWriter(true);
  }
  const figures = ({ latencies, sent, errors, cpuMicros, lines }: (typeof pooled)['on']): StateFigures => {
    latencies.sort((a, b) => a - b);
    const created = lines.filter((line) => line.status === 201);
    const perRequest = (of: (line: RequestLogLine) => number) =>
      created.reduce((sum, line) => sum + of(line), 0) / Math.max(1, created.length);
    return {
      tableCalls: perRequest((line) => line.tableCalls),
      writeUnits: perRequest((line) => line.writeUnits),
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      latencies,
      sent,
      errors,
      cpuMsPerRequest: cpuMicros / 1000 / Math.max(1, sent),
    };
  };
  return { off: figures(pooled.off), on: figures(pooled.on) };
}
