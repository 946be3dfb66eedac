import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AutomationRun } from '@shared/schemas/automation';
import { afterAll, expect, it } from 'vitest';
import type { ApiClient } from '../../../scripts/testing/api-client';
import { eventually } from '../../../scripts/testing/eventually';
import { type RuntimeChild, startRuntimeChild } from '../../../scripts/testing/restartable-runtime';
import { signInUser, signUpUser } from '../../../scripts/testing/test-runtime';

/**
 * A delayed run survives a restart: a run parked on a one-day delay is in the data folder when the runtime is killed
 * with SIGKILL; the runtime started again on that folder a day later (its clock shifted, not waited for) wakes it on
 * its own scheduler and does the step after the delay once, without redoing the step before it.
 */
const dataDir = await mkdtemp(join(tmpdir(), 'bizpilot-delay-restart-'));
const runtimes: RuntimeChild[] = [];
afterAll(async () => {
  for (const runtime of runtimes) await runtime.kill();
  await rm(dataDir, { recursive: true, force: true });
});

const DAY_MS = 24 * 60 * 60 * 1000;

async function startRuntime(clockShiftMs = 0): Promise<RuntimeChild> {
  const runtime = await startRuntimeChild(dataDir, { clockShiftMs });
  runtimes.push(runtime);
  return runtime;
}

const taskTitles = async (client: ApiClient) =>
  ((await client.get('/api/tasks')).body.items as { title: string }[]).map((t) => t.title);

/** The automation's one run, once it has reached `status`. */
async function onlyRunWhen(client: ApiClient, automationId: string, status: AutomationRun['status']) {
  const reached = await eventually(
    async () => {
      const runs = (await client.get(`/api/automations/${automationId}/runs`)).body.items as AutomationRun[];
      expect(runs).toHaveLength(1);
      return runs[0]!.status === status ? runs[0]! : undefined;
    },
    30_000,
    200,
  );
  return reached.value;
}

it('does the step after a delay once, after a SIGKILL and a restart a day later on the same data', async () => {
  const first = await startRuntime();
  const owner = await signUpUser(first, { firstName: 'Dana', lastName: 'Delay' });
  const automation = await owner.client.create('/api/automations', {
    name: 'Follow up a day later',
    triggerType: 'task_completed',
    steps: [
      { type: 'action', action: 'create_task', config: { taskTitle: 'Thank the team for {{trigger.title}}' } },
      { type: 'delay', minutes: 1440 },
      { type: 'action', action: 'create_task', config: { taskTitle: 'Follow up on {{trigger.title}}' } },
    ],
  });
  const task = await owner.client.create('/api/tasks', { title: 'Ship v2' });
  expect((await owner.client.patch(`/api/tasks/${task.id}`, { status: 'completed' })).status).toBe(200);

  const parked = await onlyRunWhen(owner.client, automation.id, 'waiting');
  expect(parked.steps?.map((s) => s.status)).toEqual(['succeeded', 'waiting', 'pending']);
  const dueAt = Date.parse(parked.steps?.[1]?.nextAttemptAt ?? '');
  expect(dueAt - Date.parse(parked.startedAt)).toBeGreaterThanOrEqual(DAY_MS);
  expect(await taskTitles(owner.client)).not.toContain('Follow up on Ship v2');
  await first.kill();

  // A day and a minute later: the delay is over when the runtime comes back.
  const second = await startRuntime(DAY_MS + 60_000);
  const again = await signInUser(second, owner.email);
  expect(again.response.status).toBe(200);
  const finished = await onlyRunWhen(again.client, automation.id, 'succeeded');
  expect(finished.steps?.map((s) => [s.index, s.status, s.attempts])).toEqual([
    [1, 'succeeded', 1],
    [2, 'succeeded', 0],
    [3, 'succeeded', 1],
  ]);
  expect(Date.parse(finished.finishedAt ?? '')).toBeGreaterThanOrEqual(dueAt);
  const titles = await taskTitles(again.client);
  expect(titles.filter((t) => t === 'Follow up on Ship v2')).toHaveLength(1);
  expect(titles.filter((t) => t === 'Thank the team for Ship v2')).toHaveLength(1);
  await second.stop();
}, 240_000);
