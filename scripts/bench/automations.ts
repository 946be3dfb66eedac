import type { Automation, AutomationRun, AutomationStep } from '@shared/schemas/automation';
import { withTemporaryRuntime } from '../local/temporary-runtime';
import type { ApiClient } from '../testing/api-client';
import { eventually } from '../testing/eventually';
import { upgradeLocally } from '../testing/local-billing';
import { signUpUser } from '../testing/test-runtime';
import type { BenchRow } from './bench-row';
import { percentile } from './percentile';

/**
 * Issue 33's figures, each beside today's one-step automation measured in the same runtime and the same minutes: the
 * time from an event to its run's first step starting (p95), and 1,000 overlapping runs of a three-step
 * automation (condition → create task → update that task). Each shape lives in a workspace of its own, so the two
 * never share a partition; the samples alternate between them so both see the same load.
 */
const SEQUENTIAL = 30;
const CONCURRENT = Number(process.env.AUTOMATION_BENCH_RUNS ?? 1000);
/**
 * Requests in flight while the tasks are made and completed: more time out in the handler on this machine (each
 * write waits its turn on the workspace's audit chain); the runs still overlap in the runner.
 */
const IN_FLIGHT = 10;
/** The bar for a visible reaction to an event on the local runtime. */
const FIRST_STEP_P95_MS = 2000;
/** A run that has not finished by then fails the bench. */
const WAIT_MS = 600_000;
/** Three steps may cost at most three times one: the run's own work (claim, record, count) must not grow with steps. */
const MAX_RATIO = 3;

const ONE_STEP: AutomationStep[] = [
  { type: 'action', action: 'create_task', config: { taskTitle: 'Follow up: {{trigger.title}}' } },
];
const THREE_STEPS: AutomationStep[] = [
  { type: 'condition', match: 'all', terms: [{ field: 'trigger.title', op: 'not_empty' }] },
  { type: 'action', action: 'create_task', config: { taskTitle: 'Follow up: {{trigger.title}}' } },
  { type: 'action', action: 'update_task', config: { taskId: '{{steps.2.taskId}}', status: 'in_progress' } },
];

interface Shape {
  label: string;
  client: ApiClient;
  automation: Automation;
}

export async function measureAutomations(): Promise<BenchRow[]> {
  return withTemporaryRuntime(async (runtime) => {
    const shapes: Shape[] = [];
    for (const [label, steps] of [
      ['one step', ONE_STEP],
      ['three steps', THREE_STEPS],
    ] as const) {
      const { client } = await signUpUser(runtime, { firstName: 'Bench', lastName: label.replace(' ', '-') });
      // Thousands of tasks and runs: above Starter's and Pro's monthly limits.
      await upgradeLocally(client, 'elite');
      const automation = await client.create<Automation>('/api/automations', {
        name: `Bench ${label}`,
        triggerType: 'task_completed',
        steps,
      });
      shapes.push({ label, client, automation });
    }
    const [one, three] = shapes as [Shape, Shape];

    const firstStep = new Map<Shape, number[]>(shapes.map((s) => [s, []]));
    for (let i = 0; i < SEQUENTIAL; i += 1) {
      for (const shape of shapes) firstStep.get(shape)!.push(await eventToFirstStep(shape, `Sequential ${i}`));
    }
    const p95 = (shape: Shape) =>
      percentile(
        [...firstStep.get(shape)!].sort((a, b) => a - b),
        0.95,
      );

    const burst = new Map<Shape, { ms: number; succeeded: number }>();
    for (const shape of shapes) burst.set(shape, await concurrentRuns(shape, SEQUENTIAL));

    const burstOf = (shape: Shape) => burst.get(shape)!;
    const ratio = burstOf(three).ms / burstOf(one).ms;
    return [
      {
        metric: `event → first step started, p95 of ${SEQUENTIAL} (three steps)`,
        value: `${p95(three).toFixed(0)} ms`,
        columns: { 'one step (same run)': `${p95(one).toFixed(0)} ms` },
        budget: `≤ ${FIRST_STEP_P95_MS} ms, both`,
        ok: p95(three) <= FIRST_STEP_P95_MS && p95(one) <= FIRST_STEP_P95_MS,
      },
      {
        metric: `${CONCURRENT} completions (${IN_FLIGHT} at a time) → all runs finished (three steps)`,
        value: `${(burstOf(three).ms / 1000).toFixed(1)} s (${rate(burstOf(three))} runs/s, ${burstOf(three).succeeded} succeeded)`,
        columns: {
          'one step (same run)': `${(burstOf(one).ms / 1000).toFixed(1)} s (${rate(burstOf(one))} runs/s, ${burstOf(one).succeeded} succeeded)`,
        },
        budget: `every run succeeds; ≤ ${MAX_RATIO}× the one-step time (measured ${ratio.toFixed(2)}×)`,
        ok: burstOf(three).succeeded === CONCURRENT && burstOf(one).succeeded === CONCURRENT && ratio <= MAX_RATIO,
      },
    ];
  });
}

const rate = ({ ms }: { ms: number }) => ((CONCURRENT / ms) * 1000).toFixed(0);

/**
 * Completes a task and answers the time from just before the request to the run's first step starting, as the run's
 * record says (the runtime shares this process's clock). A condition step's moment is its decision.
 */
async function eventToFirstStep(shape: Shape, title: string): Promise<number> {
  const { client, automation } = shape;
  const task = await client.create<{ id: string }>('/api/tasks', { title });
  const sent = Date.now();
  await client.patch(`/api/tasks/${task.id}`, { status: 'completed' });
  const { value: run } = await eventually(
    async () => {
      const runs = (await client.get(`/api/automations/${automation.id}/runs?limit=5`)).body.items as AutomationRun[];
      return runs.find((r) => r.eventSummary === `Task "${title}" completed` && r.finishedAt);
    },
    WAIT_MS,
    10,
  );
  const first = run.steps?.[0];
  const started = first?.startedAt ?? first?.finishedAt;
  if (run.status !== 'succeeded' || !started) throw new Error(`${shape.label}: the run of ${title} ${run.status}`);
  return Date.parse(started) - sent;
}

/**
 * Creates `CONCURRENT` tasks (not timed), then completes them all, `IN_FLIGHT` requests at a time, and answers the time
 * until the automation has counted every run, and how many of them succeeded.
 */
async function concurrentRuns(shape: Shape, before: number): Promise<{ ms: number; succeeded: number }> {
  const { client, automation } = shape;
  const ids = await inParallel(CONCURRENT, async (i) => {
    return (await client.create<{ id: string }>('/api/tasks', { title: `Burst ${i}` })).id;
  });
  const started = performance.now();
  await inParallel(CONCURRENT, async (i) => {
    const res = await client.patch(`/api/tasks/${ids[i]}`, { status: 'completed' });
    if (res.status !== 200) throw new Error(`${shape.label}: completing a task answered ${res.status}`);
  });
  await eventually(
    async () => {
      const now = (await client.get(`/api/automations/${automation.id}`)).body as Automation;
      return now.runCount >= before + CONCURRENT ? true : undefined;
    },
    WAIT_MS,
    250,
  );
  const ms = performance.now() - started;
  return { ms, succeeded: await succeededRuns(client, automation.id, 'Burst ') };
}

/** The automation's succeeded runs whose event was about a task titled `prefix…`, read page by page. */
async function succeededRuns(client: ApiClient, automationId: string, prefix: string): Promise<number> {
  let succeeded = 0;
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page = (await client.get(`/api/automations/${automationId}/runs?limit=100${query}`)).body as {
      items: AutomationRun[];
      cursor: string | null;
    };
    succeeded += page.items.filter(
      (r) => r.status === 'succeeded' && r.eventSummary.startsWith(`Task "${prefix}`),
    ).length;
    cursor = page.cursor;
  } while (cursor);
  return succeeded;
}

/** Runs `task(0 … count-1)` with at most `IN_FLIGHT` at a time, answering the results in order. */
async function inParallel<T>(count: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, count) }, worker));
  return results;
}
