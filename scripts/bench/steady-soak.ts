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
 * JIT, LevelDB's block cache filled, the task counter made), and from then on RSS (after a full GC) may grow at most
 * 50 MB, with no errors. RSS is sampled every minute, so a plateau (a cache filling to its bound) reads differently
 * from a leak (growth every minute).
 */
export async function measureSteadySoak(): Promise<BenchRow[]> {
  return withRuntimeProcess(async (runtime) => {
    const { headers, employeeId } = await seededWorkspace(runtime);
    const load = (seconds: number) =>
      autocannon({
        url: runtime.url,
        connections: 10,
        overallRate: RATE,
        duration: seconds,
        headers,
        requests: steadyRequests(employeeId),
      });
    const start = await runtime.rssMb();
    // The first minute: the traffic meets the workspace as seeded (its task counter not made yet), handler modules
    // load, JIT and caches settle. Its errors are reported, not held to the budget.
    const warmUp = await load(60);
    const samples = [(await runtime.rssMb()).now];
    const results: autocannon.Result[] = [];
    for (let minute = 2; minute <= MINUTES; minute++) {
      results.push(await load(60));
      samples.push((await runtime.rssMb()).now);
    }
    const { peak } = await runtime.rssMb();
    // From the sample after the first minute to the last one, both in the row's detail.
    const growth = samples.at(-1)! - samples[0]!;
    const failed = (r: autocannon.Result) => r.errors + r.timeouts + r.non2xx;
    const errors = results.reduce((sum, r) => sum + failed(r), 0);
    const sent = results.reduce((sum, r) => sum + r.requests.total, 0);
    const p99 = Math.max(...results.map((r) => r.latency.p99));
    return [
      reported(
        `steady soak: ${RATE} req/s for ${MINUTES} min on ${TASKS.toLocaleString('en-US')} tasks, first minute`,
        `p50 ${warmUp.latency.p50} ms, p99 ${warmUp.latency.p99} ms, ${failed(warmUp)} errors`,
      ),
      reported('steady soak after the first minute: worst minute p99', `${p99} ms`),
      reported('steady soak requests sent / offered after the first minute', `${sent} / ${RATE * (MINUTES - 1) * 60}`),
      atMost('steady soak errors after the first minute (incl. non-2xx, timeouts)', errors, 0, ''),
      atMost('steady soak RSS growth after the first minute', growth, RSS_BUDGET_MB, 'MB', {
        detail: `start ${start.now}, each minute ${samples.join(' → ')} MB, peak ${peak} MB`,
      }),
    ];
  });
}

/**
 * A user's workspace of 5,000 tasks and 20 employees, the tasks written through the data layer as the app writes them
 * (past the plan's monthly limit): like a workspace from before the task counter, it has none until a read counts it.
 */
export async function seededWorkspace(runtime: RuntimeProcess) {
  const owner = await runtime.signUp('steady');
  const employees: string[] = [];
  for (let i = 0; i < 20; i++) {
    const res = await owner.post('/api/employees', newEmployee(`Steady${i}`, 'Soak'));
    if (res.status !== 201) throw new Error(`employee ${i}: ${res.status} ${res.text}`);
    employees.push(res.body.id);
  }
  await withRuntimeDatabase(runtime, async () => seedTasks(await workspaceOf(owner), TASKS, employees));
  return { headers: { cookie: `__Host-sid=${owner.sessionCookie}` }, employeeId: employees[0]! };
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
