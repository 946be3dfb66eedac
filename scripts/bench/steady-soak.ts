import autocannon from 'autocannon';
import { newEmployee } from '../testing/fixtures/new-employee';
import { seedTasks, workspaceOf } from './api-latency';
import { atMost, type BenchRow, reported } from './bench-row';
import { type RuntimeProcess, withRuntimeDatabase, withRuntimeProcess } from './runtime-process';

const RATE = 50;
const TASKS = 5_000;
const RSS_BUDGET_MB = 50;
/** Ten minutes; `SOAK_MINUTES=3 npm run bench -- steady` runs a shorter one (the row says which). */
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);

/** Each connection walks each task list page by page (its cursor by list), as a user clicking 'Load more' does. */
type PageContext = Record<string, string | null | undefined>;

/**
 * Issue 29's finding 3: RSS grew 81 MB in 60 s at 50 req/s on a workspace of 5,000 tasks, still rising. The runtime
 * in its own process is offered 50 req/s of a signed-in user's reads on such a workspace (task pages walked to the
 * end with their cursors, by status, the user, the team) for `MINUTES`; the first minute warms it (handlers loaded,
 * JIT, LevelDB's block cache filled), and from then on RSS (after a full GC) may grow at most 50 MB. RSS is sampled
 * every minute, so a plateau (a cache filling to its bound) reads differently from a leak (growth every minute).
 */
export async function measureSteadySoak(): Promise<BenchRow[]> {
  return withRuntimeProcess(async (runtime) => {
    const { headers, employeeId } = await seededWorkspace(runtime);
    const requests = steadyRequests(employeeId);
    const samples: number[] = [];
    let stopSampling = false;
    const sampling = (async () => {
      const startedAt = Date.now();
      for (let minute = 1; minute <= MINUTES && !stopSampling; minute++) {
        await sleepUntil(startedAt + minute * 60_000, () => stopSampling);
        if (!stopSampling || minute === MINUTES) samples.push((await runtime.rssMb()).now);
      }
    })();
    const start = await runtime.rssMb();
    const result = await autocannon({
      url: runtime.url,
      connections: 10,
      overallRate: RATE,
      duration: MINUTES * 60,
      headers,
      requests,
    });
    stopSampling = true;
    await sampling;
    const end = await runtime.rssMb();
    const afterFirstMinute = samples[0] ?? start.now;
    const growth = end.now - afterFirstMinute;
    const errors = result.errors + result.timeouts + result.non2xx;
    return [
      reported(
        `steady soak: ${RATE} req/s for ${MINUTES} min on ${TASKS.toLocaleString('en-US')} tasks, p50 / p99`,
        `${result.latency.p50} / ${result.latency.p99} ms`,
      ),
      reported('steady soak requests sent / offered', `${result.requests.total} / ${RATE * MINUTES * 60}`),
      atMost('steady soak errors (incl. non-2xx, timeouts)', errors, 0, ''),
      atMost('steady soak RSS growth after the first minute', growth, RSS_BUDGET_MB, 'MB', {
        detail: `start ${start.now}, each minute ${[...samples, end.now].join(' → ')} MB, peak ${end.peak} MB`,
      }),
    ];
  });
}

/** A user's workspace of 5,000 tasks and 20 employees, its counts read once; the user's headers. */
export async function seededWorkspace(runtime: RuntimeProcess) {
  const owner = await runtime.signUp('steady');
  const employees: string[] = [];
  for (let i = 0; i < 20; i++) {
    const res = await owner.post('/api/employees', newEmployee(`Steady${i}`, 'Soak'));
    if (res.status !== 201) throw new Error(`employee ${i}: ${res.status} ${res.text}`);
    employees.push(res.body.id);
  }
  await withRuntimeDatabase(runtime, async () => seedTasks(await workspaceOf(owner), TASKS, employees));
  // The first read counts the tasks seeded past the API; on a busy machine that can outlast the 30 s timeout once.
  let first = await owner.get('/api/tasks');
  for (let retry = 0; retry < 3 && first.status !== 200; retry++) first = await owner.get('/api/tasks');
  if (first.status !== 200) throw new Error(`/api/tasks answered ${first.status}`);
  return { headers: { cookie: `__Host-sid=${owner.sessionCookie}` }, employeeId: employees[0]! };
}

async function sleepUntil(at: number, stopped: () => boolean): Promise<void> {
  while (Date.now() < at && !stopped())
    await new Promise((resolve) => setTimeout(resolve, Math.min(1_000, at - Date.now())));
}

/** What the soak offers: a signed-in user's reads of a large workspace, the task lists walked to the end. */
export function steadyRequests(employeeId: string): autocannon.Request[] {
  const pageOf = (path: string): autocannon.Request => ({
    method: 'GET',
    setupRequest: (request, context) => {
      const cursor = (context as PageContext)[path];
      return { ...request, path: cursor ? `${path}&cursor=${encodeURIComponent(cursor)}` : path };
    },
    onResponse: (_status, body, context) => {
      (context as PageContext)[path] = JSON.parse(body).cursor;
    },
  });
  return [
    pageOf('/api/tasks?limit=50'),
    { method: 'GET', path: '/api/auth/user' },
    pageOf('/api/tasks?status=pending&limit=25'),
    { method: 'GET', path: '/api/employees' },
    { method: 'GET', path: `/api/employees/${employeeId}` },
  ];
}
