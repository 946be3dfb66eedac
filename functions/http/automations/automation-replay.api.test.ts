import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../scripts/testing/api-client';
import { eventually } from '../../../scripts/testing/eventually';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { joinTeam, signUpOwner } from '../../../scripts/testing/teams';
import { signUpTwoUsers, startTestApi } from '../../../scripts/testing/test-runtime';

const api = await startedForThisFile(startTestApi());
const [alice, bob] = await signUpTwoUsers(api);

const runsOf = async (client: ApiClient, id: string) =>
  (await client.get(`/api/automations/${id}/runs`)).body.items as any[];
const outboxOf = async (client: ApiClient, automationId: string) =>
  ((await client.get('/api/outbox')).body.items as any[])
    .filter((m) => m.automationId === automationId)
    .map((m) => [m.id, m.to])
    .sort();
const taskTitles = async (client: ApiClient, prefix: string) =>
  ((await client.get('/api/tasks')).body.items as any[]).map((t) => t.title).filter((t) => t.startsWith(prefix));

async function completeNewTask(client: ApiClient, title: string) {
  const task = await client.create('/api/tasks', { title });
  expect((await client.patch(`/api/tasks/${task.id}`, { status: 'completed' })).status).toBe(200);
}

/** The automation's runs once `count` of them have ended (none running). */
const settled = async (client: ApiClient, id: string, count: number) =>
  (
    await eventually(async () => {
      const runs = await runsOf(client, id);
      return runs.length === count && runs.every((r) => r.status !== 'running' && r.status !== 'waiting')
        ? runs
        : undefined;
    })
  ).value;

/** The run once the runner has taken it from the queue and it ended (a replay is answered queued). */
const finished = async (client: ApiClient, runId: string) =>
  (
    await eventually(async () => {
      const run = (await client.get(`/api/automations/runs/${runId}`)).body;
      return ['running', 'waiting', 'retrying'].includes(run.status) ? undefined : run;
    })
  ).value;

/**
 * Replays the run and answers the replay as it ended, after checking it was answered queued, not run in the request.
 * Nothing here runs the every-minute job: the runner starts the replay as soon as the bus hands it the queued run.
 */
async function replay(client: ApiClient, runId: string, from: string) {
  const res = await client.post(`/api/automations/runs/${runId}/replay`, { from });
  expect(res.status, res.text).toBe(201);
  expect(res.body).toMatchObject({ status: 'waiting', detail: 'Queued for replay', finishedAt: null });
  return finished(client, res.body.id);
}

/** A task, an email, then a CRM note that fails for good (no CRM is connected): the run fails at step 3. */
const failingAtStep3 = (client: ApiClient, name: string) =>
  client.create('/api/automations', {
    name,
    triggerType: 'task_completed',
    steps: [
      { type: 'action', action: 'create_task', config: { taskTitle: `${name}: {{task.title}}` } },
      { type: 'action', action: 'send_email', config: { emailTo: 'ops@example.com' } },
      { type: 'action', action: 'update_crm', config: {} },
    ],
  });

/** The fix: step 3 emails instead of writing to the CRM. */
const fixStep3 = async (client: ApiClient, automation: any) => {
  const steps = [
    ...automation.steps.slice(0, 2),
    { type: 'action', action: 'send_email', config: { emailTo: 'fixed@example.com' } },
  ];
  expect((await client.patch(`/api/automations/${automation.id}`, { steps })).status).toBe(200);
};

describe('replaying automation runs (issue 33)', () => {
  it('replays from the failed step under the original keys (nothing that succeeded is redone), and from the trigger under new ones', async () => {
    const automation = await failingAtStep3(alice.client, 'Chase');
    await completeNewTask(alice.client, 'Acme invoice');
    const [original] = await settled(alice.client, automation.id, 1);
    expect(original).toMatchObject({ status: 'failed', error: 'No CRM integration connected' });
    expect(await outboxOf(alice.client, automation.id)).toEqual([[`${original.id}:2`, 'ops@example.com']]);

    // From the failed step, the replay runs the automation as it is now: the fixed step 3.
    await fixStep3(alice.client, automation);
    const fromStep = await replay(alice.client, original.id, 'failed_step');
    expect(fromStep).toMatchObject({
      status: 'succeeded',
      replayOf: original.id,
      replayFrom: 'failed_step',
      triggerData: original.triggerData,
    });
    expect(fromStep.id).not.toBe(original.id);
    const keys = (run: any) => run.steps.map((s: any) => [s.index, s.status, s.idempotencyKey]);
    expect(keys(fromStep)).toEqual([
      [1, 'succeeded', `${original.id}:1`],
      [2, 'succeeded', `${original.id}:2`],
      [3, 'succeeded', `${original.id}:3`],
    ]);
    // Steps 1 and 2 are the original's records, read back: not performed again (one attempt, the same start).
    expect(fromStep.steps.slice(0, 2)).toEqual(original.steps.slice(0, 2));
    expect(await outboxOf(alice.client, automation.id)).toEqual([
      [`${original.id}:2`, 'ops@example.com'],
      [`${original.id}:3`, 'fixed@example.com'],
    ]);
    expect(await taskTitles(alice.client, 'Chase:')).toEqual(['Chase: Acme invoice']);

    // From the trigger: every step again, under the new run's keys: a second task and both emails again.
    const again = await replay(alice.client, original.id, 'trigger');
    expect(again).toMatchObject({ status: 'succeeded', replayOf: original.id, replayFrom: 'trigger' });
    expect(keys(again)).toEqual([
      [1, 'succeeded', `${again.id}:1`],
      [2, 'succeeded', `${again.id}:2`],
      [3, 'succeeded', `${again.id}:3`],
    ]);
    expect(await outboxOf(alice.client, automation.id)).toEqual(
      [
        [`${original.id}:2`, 'ops@example.com'],
        [`${original.id}:3`, 'fixed@example.com'],
        [`${again.id}:2`, 'ops@example.com'],
        [`${again.id}:3`, 'fixed@example.com'],
      ].sort(),
    );
    expect(await taskTitles(alice.client, 'Chase:')).toEqual(['Chase: Acme invoice', 'Chase: Acme invoice']);
    expect((await runsOf(alice.client, automation.id)).map((r) => r.id)).toEqual([again.id, fromStep.id, original.id]);

    // A run that did not fail has no failed step to replay from.
    const refused = await alice.client.post(`/api/automations/runs/${again.id}/replay`, { from: 'failed_step' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'conflict',
      message: 'This run has no failed step to replay from: replay it from the trigger instead',
    });
    const bad = await alice.client.post(`/api/automations/runs/${again.id}/replay`, { from: 'the middle' });
    expect(bad.status).toBe(400);
  });

  it("answers 404 for another workspace's run or none, and 409 while the automation is switched off", async () => {
    const automation = await failingAtStep3(alice.client, 'Elsewhere');
    await completeNewTask(alice.client, 'Globex invoice');
    const [run] = await settled(alice.client, automation.id, 1);
    for (const path of [
      `/api/automations/runs/${run.id}/replay`,
      '/api/automations/runs/01M8HQ2B1W5K3N7P9R2T4V6X8Z/replay',
    ]) {
      const res = await bob.client.post(path, { from: 'trigger' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'not_found', message: 'Automation run not found' });
    }
    const bulk = await bob.client.post(`/api/automations/${automation.id}/runs/replay-failed`, {});
    expect(bulk.status).toBe(404);
    expect(bulk.body).toEqual({ code: 'not_found', message: 'Automation not found' });

    await alice.client.patch(`/api/automations/${automation.id}`, { isActive: false });
    const off = await alice.client.post(`/api/automations/runs/${run.id}/replay`, { from: 'trigger' });
    expect(off.status).toBe(409);
    expect(off.body.message).toBe('“Elsewhere” is switched off: switch it on to replay its runs');
    expect(await runsOf(alice.client, automation.id)).toHaveLength(1);
  });

  it('replays every failed run of an automation once, from the failed step, started by the runner at once', async () => {
    const automation = await failingAtStep3(alice.client, 'Bulk');
    await completeNewTask(alice.client, 'One');
    await settled(alice.client, automation.id, 1);
    await completeNewTask(alice.client, 'Two');
    const originals = await settled(alice.client, automation.id, 2);
    expect(originals.map((r) => r.status)).toEqual(['failed', 'failed']);
    await fixStep3(alice.client, automation);

    const queued = await alice.client.post(`/api/automations/${automation.id}/runs/replay-failed`, {});
    expect(queued.status).toBe(202);
    expect(queued.body.replayed).toBe(2);
    const runs = await settled(alice.client, automation.id, 4);
    const replays = runs.filter((r) => r.replayOf);
    expect(replays.map((r) => [r.replayOf, r.replayFrom, r.status]).sort()).toEqual(
      originals.map((r) => [r.id, 'failed_step', 'succeeded']).sort(),
    );
    expect(replays.map((r) => r.id).sort()).toEqual([...queued.body.runIds].sort());
    // Each step-2 email went out once, under its original's key; each fixed step 3 once.
    expect(await outboxOf(alice.client, automation.id)).toEqual(
      originals
        .flatMap((r) => [
          [`${r.id}:2`, 'ops@example.com'],
          [`${r.id}:3`, 'fixed@example.com'],
        ])
        .sort(),
    );
    expect((await taskTitles(alice.client, 'Bulk:')).sort()).toEqual(['Bulk: One', 'Bulk: Two']);
    // Nothing failed is left without a replay: a second bulk replay replays nothing.
    expect((await alice.client.post(`/api/automations/${automation.id}/runs/replay-failed`, {})).body).toEqual({
      replayed: 0,
      runIds: [],
    });
  });

  it('lets those who manage automations replay, and refuses members and viewers', async () => {
    const owner = await signUpOwner(api);
    const [manager, member, viewer] = await Promise.all(
      (['manager', 'member', 'viewer'] as const).map((role) => joinTeam(api, owner, role)),
    );
    const automation = await failingAtStep3(owner.client, 'Team');
    await completeNewTask(owner.client, 'Initech invoice');
    const [run] = await settled(owner.client, automation.id, 1);
    for (const person of [member!, viewer!]) {
      const one = await person.client.post(`/api/automations/runs/${run.id}/replay`, { from: 'trigger' });
      expect([one.status, one.body.code]).toEqual([403, 'role_forbidden']);
      const bulk = await person.client.post(`/api/automations/${automation.id}/runs/replay-failed`, {});
      expect(bulk.status).toBe(403);
    }
    expect((await replay(manager!.client, run.id, 'failed_step')).status).toBe('failed');
  });
});
