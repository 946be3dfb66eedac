import { withTemporaryRuntime } from '../local/temporary-runtime';
import type { ApiClient } from '../testing/api-client';
import { upgradeLocally } from '../testing/local-billing';
import { signUpUser } from '../testing/test-runtime';
import { atMost, type BenchRow, reported } from './bench-row';
import { percentile } from './percentile';

const SEQUENTIAL = 30;
const BURST = 50;
/** The bar: completing a task visibly triggers its automation within 2 seconds locally. */
const BUDGET_MS = 2000;

/** Polls the newest page of tasks until every title is listed; a follow-up that never comes fails the bench. */
async function waitForTitles(client: ApiClient, titles: string[]): Promise<void> {
  const wanted = new Set(titles);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const tasks = (await client.get('/api/tasks?limit=200')).body.items as Array<{ title: string }>;
    if (tasks.filter((t) => wanted.has(t.title)).length === wanted.size) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`follow-up tasks not listed within 30 s: ${titles.slice(0, 3).join(', ')}…`);
}

/**
 * The automation engine end to end on the local runtime: from `PATCH /api/tasks/{id} {status: completed}` until the
 * follow-up task of a 'task completed → create task' automation is in `GET /api/tasks` (publish, in-process bus,
 * runner, run claim, task write, run record). Sequential completions give the latency a user sees; a burst of
 * concurrent completions shows the engine keeps up.
 */
export async function measureAutomationLatency(): Promise<BenchRow[]> {
  return withTemporaryRuntime(async (runtime) => {
    const { client } = await signUpUser(runtime, {
      email: 'automation-bench@example.com',
      firstName: 'Bench',
      lastName: 'Mark',
    });
    // The bench creates about 210 tasks; Starter stops at 100 a month (the runs would fail with 402).
    await upgradeLocally(client, 'pro');
    const automation = await client.post('/api/automations', {
      name: 'Follow up',
      triggerType: 'task_completed',
      actionType: 'create_task',
    });
    if (automation.status !== 201) throw new Error(`creating the automation failed: ${automation.status}`);

    const samples: number[] = [];
    for (let i = 0; i < SEQUENTIAL; i += 1) {
      const task = (await client.post('/api/tasks', { title: `Sequential ${i}` })).body as { id: string };
      const started = performance.now();
      await client.patch(`/api/tasks/${task.id}`, { status: 'completed' });
      await waitForTitles(client, [`Follow up: Sequential ${i}`]);
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);

    const ids: string[] = [];
    for (let i = 0; i < BURST; i += 1)
      ids.push(((await client.post('/api/tasks', { title: `Burst ${i}` })).body as { id: string }).id);
    const burstStarted = performance.now();
    await Promise.all(ids.map((id) => client.patch(`/api/tasks/${id}`, { status: 'completed' })));
    await waitForTitles(
      client,
      ids.map((_, i) => `Follow up: Burst ${i}`),
    );
    const burstMs = performance.now() - burstStarted;

    return [
      reported(
        `task completed → follow-up task listed, p50 (${SEQUENTIAL} in a row)`,
        `${percentile(samples, 0.5).toFixed(0)} ms`,
      ),
      atMost('task completed → follow-up task listed, p95', percentile(samples, 0.95), BUDGET_MS, 'ms'),
      atMost(`${BURST} concurrent completions → all follow-ups listed`, burstMs, 10_000, 'ms'),
    ];
  });
}
