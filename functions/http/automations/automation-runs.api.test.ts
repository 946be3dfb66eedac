import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../scripts/testing/api-client';
import { actionStep, runsOnceNewest, saveAutomation } from '../../../scripts/testing/automation-api';
import { eventually } from '../../../scripts/testing/eventually';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { upgradeLocally } from '../../../scripts/testing/local-billing';
import { joinTeam, signUpOwner } from '../../../scripts/testing/teams';
import { signUpTwoUsers, startTestApi } from '../../../scripts/testing/test-runtime';
import { automationRunEntity } from '../../data/automations/automation-runs';
import { automationRunRefEntity } from '../../data/automations/run-refs';
import { getItemAttributes } from '../../platform/dynamodb/entity';

const api = await startedForThisFile(startTestApi());
const [alice, bob] = await signUpTwoUsers(api);

/** The notifications of `client`'s member about the automation named `name`. */
const noticesOf = async (client: ApiClient, name: string) =>
  ((await client.get('/api/notifications')).body.items as any[]).filter((n) => n.title.includes(`“${name}”`));

/** An automation whose one step updates the CRM, in a workspace with none connected: each run fails for good. */
const failingCrmAutomation = (client: ApiClient, name: string) =>
  saveAutomation(client, name, 'task_completed', [actionStep('update_crm')]);

/** Completes a new task and waits until the automation has failed its `nth` run: one at a time, in order. */
async function completeAndFail(client: ApiClient, automationId: string, title: string, nth: number) {
  const task = await client.create('/api/tasks', { title });
  await client.patch(`/api/tasks/${task.id}`, { status: 'completed' });
  await eventually(async () => {
    const runs = (await client.get(`/api/automations/${automationId}/runs`)).body.items as any[];
    return runs.length === nth && runs.every((r) => r.status === 'failed') ? runs : undefined;
  });
}

describe('automation runs with step detail (issue 33)', () => {
  it('runs every step, a branch taking one side, and answers each step of the run by the run’s id', async () => {
    const automation = await saveAutomation(alice.client, 'Acme follow-ups', 'task_completed', [
      actionStep('create_task', { taskTitle: 'Review: {{task.title}}' }),
      { type: 'condition', terms: [{ field: 'trigger.title', op: 'contains', value: 'acme' }] },
      {
        type: 'branch',
        if: { match: 'all', terms: [{ field: 'trigger.priority', op: 'eq', value: 'urgent' }] },
        // biome-ignore lint/suspicious/noThenProperty: issue 33's wire shape names a branch's sides `then` and `else`
        then: [actionStep('send_email', { emailTo: 'boss@example.com' })],
        else: [actionStep('send_email', { emailTo: 'team@example.com', emailSubject: 'Made {{steps.1.title}}' })],
      },
    ]);
    const task = await alice.client.create('/api/tasks', { title: 'Call Acme', priority: 'low' });
    expect((await alice.client.patch(`/api/tasks/${task.id}`, { status: 'completed' })).status).toBe(200);

    const { value: run } = await eventually(async () => {
      const [latest] = (await alice.client.get(`/api/automations/${automation.id}/runs`)).body.items;
      return latest && latest.status !== 'running' ? latest : undefined;
    });
    expect(run.status).toBe('succeeded');
    const detail = await alice.client.get(`/api/automations/runs/${run.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual(run);
    expect(detail.body.steps.map((s: any) => [s.index, s.type, s.status, s.idempotencyKey])).toEqual([
      [1, 'action', 'succeeded', `${run.id}:1`],
      [2, 'condition', 'succeeded', `${run.id}:2`],
      [3, 'branch', 'succeeded', `${run.id}:3`],
      [4, 'action', 'skipped', `${run.id}:4`],
      [5, 'action', 'succeeded', `${run.id}:5`],
    ]);
    expect(detail.body.steps[4]).toMatchObject({ attempts: 1, error: null, nextAttemptAt: null });

    // The email of the side taken went out once, its subject filled from step 1's output; the other side's did not.
    const outbox = (await alice.client.get('/api/outbox')).body.items as any[];
    const sent = outbox.filter((m) => m.automationId === automation.id);
    expect(sent.map((m) => [m.id, m.to, m.subject])).toEqual([
      [`${run.id}:5`, 'team@example.com', 'Made Review: Call Acme'],
    ]);

    // Another workspace, or no such run: the same 404.
    expect((await bob.client.get(`/api/automations/runs/${run.id}`)).status).toBe(404);
    const missing = await alice.client.get('/api/automations/runs/01M8HQ2B1W5K3N7P9R2T4V6X8Z');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'not_found', message: 'Automation run not found' });
  });

  it('ends a run whose condition is false as skipped by condition, the steps after it skipped and nothing sent', async () => {
    const automation = await saveAutomation(alice.client, 'Only Globex', 'task_completed', [
      { type: 'condition', terms: [{ field: 'trigger.title', op: 'contains', value: 'globex' }] },
      actionStep('send_email', { emailTo: 'team@example.com' }),
    ]);
    const task = await alice.client.create('/api/tasks', { title: 'Call Initech' });
    await alice.client.patch(`/api/tasks/${task.id}`, { status: 'completed' });
    const { value: run } = await eventually(async () => {
      const [latest] = (await alice.client.get(`/api/automations/${automation.id}/runs`)).body.items;
      return latest && latest.status !== 'running' ? latest : undefined;
    });
    expect(run).toMatchObject({ status: 'skipped', detail: 'Skipped by condition (step 1)' });
    expect(run.steps.map((s: any) => s.status)).toEqual(['skipped', 'skipped']);
    const outbox = (await alice.client.get('/api/outbox')).body.items as any[];
    expect(outbox.filter((m) => m.automationId === automation.id)).toEqual([]);
  });

  it('switches itself off after 10 failed runs in a row and says why', async () => {
    const automation = await failingCrmAutomation(alice.client, 'CRM notes');
    for (let i = 1; i <= 10; i += 1) {
      // One at a time, so the count in a row is the order they finished in.
      await completeAndFail(alice.client, automation.id, `Failing ${i}`, i);
      const card = (await alice.client.get(`/api/automations/${automation.id}`)).body;
      expect(card.isActive).toBe(i < 10);
    }
    expect((await alice.client.get(`/api/automations/${automation.id}`)).body).toMatchObject({
      isActive: false,
      lastRunStatus: 'failed',
      pausedReason:
        "Paused after 10 failed runs in a row. Check the last run's error, fix the automation, then switch it back on.",
    });
    // One notice for the day, not ten: its count, the last error, and why the automation paused.
    const notices = await noticesOf(alice.client, 'CRM notes');
    expect(notices).toHaveLength(1);
    const [lastRun] = (await alice.client.get(`/api/automations/${automation.id}/runs`)).body.items;
    expect(notices[0]).toMatchObject({
      kind: 'automation_failed',
      title: 'Automation “CRM notes” paused itself',
      body:
        '10 runs of “CRM notes” failed today. The last error: No CRM integration connected. ' +
        "Paused after 10 failed runs in a row. Check the last run's error, fix the automation, then switch it back on.",
      link: `/automations/runs/${lastRun.id}`,
      readAt: null,
    });
    // Switched back on, it starts counting again from zero and its reason is gone.
    const resumed = (await alice.client.patch(`/api/automations/${automation.id}`, { isActive: true })).body;
    expect(resumed).toMatchObject({ isActive: true, pausedReason: null });
  });

  it("tells the automation's creator and the owners once a day, with the day's count, only when a run failed for good", async () => {
    const owner = await signUpOwner(api);
    const [manager, admin] = await Promise.all([joinTeam(api, owner, 'manager'), joinTeam(api, owner, 'admin')]);
    const automation = await failingCrmAutomation(manager.client, 'Lead sync');
    for (let i = 1; i <= 3; i += 1) {
      await completeAndFail(owner.client, automation.id, `Lead ${i}`, i);
      // Each failure's count is on the one notice before the next run starts.
      await eventually(async () => {
        const [notice] = await noticesOf(owner.client, 'Lead sync');
        return notice?.body.startsWith(i === 1 ? '1 run ' : `${i} runs `) ? notice : undefined;
      });
    }
    const [latest] = (await owner.client.get(`/api/automations/${automation.id}/runs`)).body.items;
    for (const person of [owner, manager]) {
      expect(await noticesOf(person.client, 'Lead sync')).toEqual([
        expect.objectContaining({
          title: 'Automation “Lead sync” failed',
          body: '3 runs of “Lead sync” failed today. The last error: No CRM integration connected.',
          link: `/automations/runs/${latest.id}`,
        }),
      ]);
    }
    // The admin neither created it nor owns the workspace.
    expect(await noticesOf(admin.client, 'Lead sync')).toEqual([]);
    // Emailed once a day at most (the kind emails by default), not once a failure.
    const emails = ((await owner.client.get('/api/outbox')).body.items as any[]).filter(
      (m) => m.subject === 'BizPilot: Automation “Lead sync” failed',
    );
    expect(emails.map((m) => m.to).sort()).toEqual([manager.email, owner.email].sort());
  });

  it('keeps a run (and its id’s pointer) 30 days on Pro and 90 days on Elite, from when it started', async () => {
    const daysKept = async (tier: 'pro' | 'elite') => {
      const owner = await signUpOwner(api);
      await upgradeLocally(owner.client, tier);
      const automation = await saveAutomation(owner.client, 'Kept', 'task_completed', [
        actionStep('create_task', { taskTitle: 'Kept' }),
      ]);
      const task = await owner.client.create('/api/tasks', { title: 'Done' });
      await owner.client.patch(`/api/tasks/${task.id}`, { status: 'completed' });
      const [run] = await runsOnceNewest(owner.client, automation.id, 'succeeded');
      const { workspaceId } = owner;
      const [stored, ref] = await getItemAttributes(
        [automationRunEntity.keyOf({ workspaceId, ...run }), automationRunRefEntity.keyOf({ workspaceId, id: run.id })],
        ['expiresAt'],
      );
      const started = Math.floor(Date.parse(run.startedAt) / 1000);
      return [stored, ref].map((item) => ((item!.expiresAt as number) - started) / (24 * 3600));
    };
    expect(await daysKept('pro')).toEqual([30, 30]);
    expect(await daysKept('elite')).toEqual([90, 90]);
  });
});
