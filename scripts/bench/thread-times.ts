import { readdir, readFile } from 'node:fs/promises';
import { drive, warmedOnSeededWorkspace } from './api-latency';
import { pacedLoad } from './paced-load';
import { startRuntimeProcess } from './runtime-process';

/**
 * Where a request's wall time goes besides CPU: each thread of the local runtime, per request, its time on a core,
 * its time runnable but waiting for one, and how many times it was woken to run (`/proc/<pid>/task/<tid>/schedstat`,
 * nanoseconds; no profiler attached, since a profiler adds threads and wake-ups of its own).
 * `npx tsx scripts/bench/thread-times.ts [path] [rate] [paced|bursts]` (default `/api/tasks` at 50 req/s, paced, over
 * the load bench's workspace). Node names none of its threads: the main thread is the process's id, then come V8's
 * platform workers (GC, compilation), libuv's pool (file and LevelDB work), and the embedded DynamoDB's worker.
 */
const [path = '/api/tasks', rate = '50', shape = 'paced'] = process.argv.slice(2);
const SECONDS = 10;

interface Times {
  cpu: number;
  waiting: number;
  runs: number;
}

async function threadTimes(pid: number): Promise<Map<string, Times>> {
  const times = new Map<string, Times>();
  for (const tid of await readdir(`/proc/${pid}/task`)) {
    // A thread may end between the listing and the read.
    const stat = await readFile(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').catch(() => undefined);
    if (!stat) continue;
    const [cpu, waiting, runs] = stat.split(' ').map(Number);
    times.set(tid, { cpu: cpu! / 1e6, waiting: waiting! / 1e6, runs: runs! });
  }
  return times;
}

const runtime = await startRuntimeProcess();
try {
  const headers = await warmedOnSeededWorkspace(runtime, 'threads', path);
  const before = await threadTimes(runtime.pid);
  const url = `${runtime.url}${path}`;
  const load =
    shape === 'paced'
      ? await pacedLoad(url, Number(rate), SECONDS, headers)
      : await drive(url, Number(rate), headers, SECONDS);
  const after = await threadTimes(runtime.pid);
  console.log(`GET ${path} at ${rate} req/s ${shape}: p50 ${load.p50} ms, p99 ${load.p99} ms, ${load.sent} sent`);
  const total = { cpu: 0, waiting: 0, runs: 0 };
  for (const [tid, end] of after) {
    const start = before.get(tid) ?? { cpu: 0, waiting: 0, runs: 0 };
    const per = (key: keyof Times) => (end[key] - start[key]) / load.sent;
    if (per('runs') < 0.05) continue;
    for (const key of ['cpu', 'waiting', 'runs'] as const) total[key] += per(key);
    const label = tid === String(runtime.pid) ? 'main' : tid;
    console.log(
      `  thread ${label.padEnd(8)} ${per('cpu').toFixed(2)} ms CPU, ${per('waiting').toFixed(2)} ms waiting for a core, woken ${per('runs').toFixed(1)}×  per request`,
    );
  }
  console.log(
    `  all threads  ${total.cpu.toFixed(2)} ms CPU, ${total.waiting.toFixed(2)} ms waiting for a core, woken ${total.runs.toFixed(1)}×  per request`,
  );
} finally {
  await runtime.stop();
}
