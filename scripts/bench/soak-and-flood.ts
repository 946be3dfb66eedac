import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { newEmployee } from '../testing/fixtures/new-employee';
import { upgradeLocally } from '../testing/local-billing';
import { atMost, type BenchRow, reported } from './bench-row';
import { withRuntimeProcess } from './runtime-process';

/** Each connection creates a task, then completes and deletes that one. */
type TaskContext = { taskId?: string };

const SOAK_RATE = 100;
const SOAK_SECONDS = 60;
const SOAK_RSS_BUDGET_MB = 50;

/**
 * The soak: 60 s at 100 req/s over a mix of what a signed-in user does (the lists, the user, a task created,
 * completed and deleted, an employee and an insight read), against the runtime in its own process. Reports p50/p99,
 * errors, and the runtime's RSS after a warm-up and at the end: memory must settle, not grow with requests.
 */
export async function measureSoak(): Promise<BenchRow[]> {
  return withRuntimeProcess(async (runtime) => {
    const client = await runtime.signUp('soak');
    // Starter stops at 100 tasks a month (402); the soak creates about 600, as a busy Elite workspace would.
    await upgradeLocally(client, 'elite');
    const employee = (await client.post('/api/employees', newEmployee('Soak', 'Test'))).body;
    await client.post(`/api/ai/analyze-employee/${employee.id}`);
    for (let i = 0; i < 20; i++) await client.post('/api/tasks', { title: `Standing task ${i}` });

    const json = { 'content-type': 'application/json', origin: runtime.url };
    const mix: autocannon.Request[] = [
      { method: 'GET', path: '/api/tasks' },
      { method: 'GET', path: '/api/auth/user' },
      {
        method: 'POST',
        path: '/api/tasks',
        headers: json,
        body: JSON.stringify({ title: 'Soak task', priority: 'high' }),
        onResponse: (_status, body, context) => {
          (context as TaskContext).taskId = JSON.parse(body).id;
        },
      },
      { method: 'GET', path: '/api/employees' },
      {
        method: 'PATCH',
        headers: json,
        body: JSON.stringify({ status: 'completed' }),
        setupRequest: (request, context) => ({ ...request, path: `/api/tasks/${(context as TaskContext).taskId}` }),
      },
      { method: 'GET', path: `/api/employees/${employee.id}` },
      { method: 'GET', path: `/api/ai/insights/${employee.id}` },
      {
        method: 'DELETE',
        headers: { origin: runtime.url },
        setupRequest: (request, context) => ({ ...request, path: `/api/tasks/${(context as TaskContext).taskId}` }),
      },
      { method: 'GET', path: '/api/automations' },
      { method: 'GET', path: '/api/outbox' },
    ];
    const load = {
      url: runtime.url,
      connections: 10,
      overallRate: SOAK_RATE,
      headers: { cookie: `__Host-sid=${client.sessionCookie}` },
      requests: mix,
    };
    await autocannon({ ...load, duration: 5 }); // warm-up: handler modules loaded, JIT settled
    const start = await runtime.rssMb();
    const result = await autocannon({ ...load, duration: SOAK_SECONDS });
    const end = await runtime.rssMb();
    const errors = result.errors + result.timeouts + result.non2xx;
    const growth = end.now - start.now;
    return [
      reported(`soak: mix of 10 routes, ${SOAK_RATE} req/s for ${SOAK_SECONDS} s, p50`, `${result.latency.p50} ms`),
      reported('soak p99', `${result.latency.p99} ms`),
      reported('soak requests sent / offered', `${result.requests.total} / ${SOAK_RATE * SOAK_SECONDS}`),
      atMost('soak errors (incl. non-2xx, timeouts)', errors, 0, ''),
      atMost('soak runtime RSS growth', growth, SOAK_RSS_BUDGET_MB, 'MB', {
        detail: `${start.now} → ${end.now} MB, peak ${end.peak} MB`,
      }),
    ];
  });
}

const VICTIM_RATE = 20;
const FLOOD_RATE = 60;
const PHASE_SECONDS = 20;

/**
 * The flood of finding 3: one client sends random-email sign-ins and sign-ups (60 a second, each a 32 MiB scrypt if
 * let through) while another user reads their tasks. The other user's p99 during the flood must stay within twice
 * its p99 without it.
 */
export async function measureFlood(): Promise<BenchRow[]> {
  return withRuntimeProcess(async (runtime) => {
    const victim = await runtime.signUp('victim');
    for (let i = 0; i < 20; i++) await victim.post('/api/tasks', { title: `Task ${i}` });
    const reads = {
      url: `${runtime.url}/api/tasks`,
      connections: 4,
      overallRate: VICTIM_RATE,
      headers: { cookie: `__Host-sid=${victim.sessionCookie}` },
    };
    await autocannon({ ...reads, duration: 3 });
    const baseline = await autocannon({ ...reads, duration: PHASE_SECONDS });

    const randomCredentials = () => ({ email: `${randomUUID()}@example.com`, password: randomUUID() });
    const json = { 'content-type': 'application/json' };
    const flood = autocannon({
      url: runtime.url,
      connections: 20,
      overallRate: FLOOD_RATE,
      duration: PHASE_SECONDS + 2,
      requests: [
        {
          method: 'POST',
          path: '/api/auth/local/sign-in',
          headers: json,
          setupRequest: (request) => ({ ...request, body: JSON.stringify(randomCredentials()) }),
        },
        {
          method: 'POST',
          path: '/api/auth/local/sign-up',
          headers: json,
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ ...randomCredentials(), firstName: 'Flood', lastName: 'Er' }),
          }),
        },
      ],
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const during = await autocannon({ ...reads, duration: PHASE_SECONDS });
    const flooded = await flood;
    const victimErrors = during.errors + during.timeouts + during.non2xx;
    const limited = flooded['4xx'];
    const ratio = during.latency.p99 / Math.max(1, baseline.latency.p99);
    return [
      reported(
        `flood: other user's GET /api/tasks p99 without flood (${VICTIM_RATE} req/s)`,
        `${baseline.latency.p99} ms`,
      ),
      {
        metric: `other user's p99 during a ${FLOOD_RATE}/s sign-in + sign-up flood`,
        value: `${during.latency.p99} ms (${ratio.toFixed(2)}×)`,
        budget: '≤ 2× baseline',
        ok: ratio <= 2,
      },
      atMost("other user's errors during the flood", victimErrors, 0, ''),
      reported('flood requests refused (429) / sent', `${limited} / ${flooded.requests.total}`),
    ];
  });
}
