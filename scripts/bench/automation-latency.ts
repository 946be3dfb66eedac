import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalRuntime } from '../local/runtime';
import type { ApiClient } from '../testing/api-client';
import { signUpUser } from '../testing/test-runtime';
import type { BenchRow } from './api-latency';

const SEQUENTIAL = 30;
const BURST = 50;
/** The bar: completing a task visibly triggers its automation within 2 seconds locally. */
const BUDGET_MS = 2000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function waitForTitles(client: ApiClient, titles: string[]): Promise<void> {
  const wanted = new Set(titles);
  for (;;) {
    const tasks = (await client.get('/api/tasks')).body.items as Array<{ title: string }>;
    if (tasks.filter((t) => wanted.has(t.title)).length === wanted.size) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * The automation engine end to end on the local runtime: from `PATCH /api/tasks/{id} {status: completed}` until the
 * follow-up task of a 'task completed → create task' automation is in `GET /api/tasks` (publish, in-process bus,
 * runner, run claim, task write, run record). Sequential completions give the latency a user sees; a burst of
 * concurrent completions shows the engine keeps up.
 */
export async function measureAutomationLatency(): Promise<BenchRow[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bizpilot-automation-bench-'));
  const runtime = await startLocalRuntime({ port: 0, dataDir, webDist: join(dataDir, 'no-web') });
  try {
    const { client } = await signUpUser(runtime, {
      email: 'automation-bench@example.com',
      firstName: 'Bench',
      lastName: 'Mark',
    });
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

    const p50 = percentile(samples, 50);
    const p95 = percentile(samples, 95);
    return [
      {
        metric: `task completed → follow-up task listed, p50 (${SEQUENTIAL} in a row)`,
        value: `${p50.toFixed(0)} ms`,
        budget: '—',
        ok: true,
      },
      {
        metric: 'task completed → follow-up task listed, p95',
        value: `${p95.toFixed(0)} ms`,
        budget: `≤ ${BUDGET_MS} ms`,
        ok: p95 <= BUDGET_MS,
      },
      {
        metric: `${BURST} concurrent completions → all follow-ups listed`,
        value: `${burstMs.toFixed(0)} ms`,
        budget: '≤ 10000 ms',
        ok: burstMs <= 10_000,
      },
    ];
  } finally {
    await runtime.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
