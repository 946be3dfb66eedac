import { describe, expect, it, onTestFinished } from 'vitest';
import type { ApiClient } from '../../../scripts/testing/api-client';
import { taskMakingAutomation } from '../../../scripts/testing/automation-api';
import { eventually } from '../../../scripts/testing/eventually';
import { startFakeAwsMessaging } from '../../../scripts/testing/fakes/fake-aws-messaging';
import { unexpectedStepPorts } from '../../../scripts/testing/fakes/step-action-ports';
import { runtimeEnvForThisTest, startedForThisFile, startedForThisTest } from '../../../scripts/testing/for-this-file';
import { signUpTwoUsers, signUpUser, startTestApi } from '../../../scripts/testing/test-runtime';
import { automationActionPorts } from '../../adapters/automation-action-ports';
import { userEntity } from '../../data/auth/users';
import { automationEntity } from '../../data/automations/automations';
import { handler as automationRunner } from '../../jobs/automation-runner';

const api = await startedForThisFile(startTestApi());
const [alice, bob] = await signUpTwoUsers(api);

const runsOf = async (client: ApiClient, id: string) =>
  (await client.get(`/api/automations/${id}/runs`)).body.items as any[];
const settledRuns = async (client: ApiClient, id: string, count: number) =>
  eventually(async () => {
    const runs = await runsOf(client, id);
    return runs.length >= count && runs.every((r) => r.status !== 'running') ? runs : undefined;
  });

/**
 * A new automation in `client`'s workspace, run when a task is completed. It is deleted when the test ends, pass or
 * fail, so that the next test's tasks in the same workspace (Alice's, shared by the file) do not run it.
 */
async function newAutomation(client: ApiClient, fields: Record<string, unknown>) {
  const automation = await client.create('/api/automations', { triggerType: 'task_completed', ...fields });
  onTestFinished(async () => {
    await client.delete(`/api/automations/${automation.id}`);
  });
  return automation;
}

/** A new automation in `client`'s workspace (see `newAutomation`) that makes a task titled `taskTitle`. */
const newTaskMaker = (client: ApiClient, name: string, taskTitle: string) =>
  newAutomation(client, taskMakingAutomation(name, 'task_completed', taskTitle));

/**
 * Completes a new task named `title` in `client`'s workspace with a sentinel watching: an active automation on the
 * same trigger, named `name`, that makes a task 'name saw title'. The runner reads a workspace's active automations
 * once per event and runs them together, so once the sentinel's run has finished, the event has been handled; a
 * runner that handles nothing fails here instead of passing by waiting. The sentinel goes when the test ends.
 */
async function completeWatchedTask(client: ApiClient, title: string, name: string) {
  const sentinel = await newTaskMaker(client, name, `${name} saw {{task.title}}`);
  await completeNewTask(client, title);
  const { value: runs } = await settledRuns(client, sentinel.id, 1);
  expect(runs).toMatchObject([{ status: 'succeeded', eventSummary: `Task "${title}" completed` }]);
}

async function completeNewTask(client: ApiClient, title: string) {
  const task = await client.create('/api/tasks', { title });
  const res = await client.patch(`/api/tasks/${task.id}`, { status: 'completed' });
  expect(res.status).toBe(200);
  return task;
}

describe('automations API', () => {
  it('creates an automation with the defaults (active, invoice_paid, send_email to the owner)', async () => {
    const automation = await alice.client.create('/api/automations', { name: '  Thank customers ', description: '' });
    expect(automation).toEqual({
      id: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{26}$/),
      name: 'Thank customers',
      description: null,
      isActive: true,
      triggerType: 'invoice_paid',
      actionType: 'send_email',
      actionConfig: { emailTo: alice.email },
      createdByUserId: alice.user.id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      runCount: 0,
      lastRunAt: null,
      lastRunStatus: null,
      // Issue 33: the one action is the automation's one step.
      triggerConfig: null,
      steps: [{ type: 'action', action: 'send_email', config: { emailTo: alice.email } }],
      pausedReason: null,
    });
    await alice.client.delete(`/api/automations/${automation.id}`);
  });

  it("answers the spec's validation messages and refuses unknown trigger, action and template variables", async () => {
    for (const name of [undefined, '', '  ']) {
      const res = await alice.client.post('/api/automations', { name, triggerType: 'task_completed' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Validation error: Automation name is required');
    }
    expect((await alice.client.post('/api/automations', { name: 'x', triggerType: 'payday' })).status).toBe(400);
    expect((await alice.client.post('/api/automations', { name: 'x', actionType: 'call' })).status).toBe(400);
    const sms = await alice.client.post('/api/automations', {
      name: 'x',
      actionType: 'send_sms',
      actionConfig: { smsTo: '555' },
    });
    expect(sms.body.message).toBe('Validation error: SMS number must be in international format, e.g. +15551234567');
    const typo = await alice.client.post(
      '/api/automations',
      taskMakingAutomation('x', 'task_completed', 'Follow up: {{task.titel}}'),
    );
    expect(typo.status).toBe(400);
    expect(typo.body.message).toMatch(
      /^Validation error: Unknown template variable \{\{task\.titel\}\} for the Task Completed trigger/,
    );
  });

  it('toggles isActive, renames, deletes with 204 and then answers 404', async () => {
    const created = await alice.client.create('/api/automations', { name: 'Toggle me' });
    const off = await alice.client.patch(`/api/automations/${created.id}`, { isActive: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ isActive: false, name: 'Toggle me' });
    expect((await alice.client.patch(`/api/automations/${created.id}`, { isActive: 'no' })).status).toBe(400);
    const list = (await alice.client.get('/api/automations')).body.items;
    expect(list.find((a: { id: string }) => a.id === created.id)).toMatchObject({ isActive: false });
    expect((await alice.client.delete(`/api/automations/${created.id}`)).status).toBe(204);
    expect((await alice.client.delete(`/api/automations/${created.id}`)).status).toBe(404);
    expect((await alice.client.patch(`/api/automations/${created.id}`, { isActive: true })).status).toBe(404);
    expect((await alice.client.get(`/api/automations/${created.id}/runs`)).status).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const anonymous = api.client();
    expect((await anonymous.get('/api/automations')).status).toBe(401);
    expect((await anonymous.post('/api/automations', { name: 'x' })).status).toBe(401);
    expect((await anonymous.get('/api/outbox')).status).toBe(401);
  });

  it('holds the Starter plan to 5 automations with a 402 naming the limit, and frees a slot on delete', async () => {
    const carol = await signUpUser(api);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await carol.client.create('/api/automations', { name: `A${i}` })).id);
    const sixth = await carol.client.post('/api/automations', { name: 'A5' });
    expect(sixth.status).toBe(402);
    expect(sixth.body.message).toBe(
      'Plan limit reached: the Starter plan includes 5 automations. Delete one or upgrade to Pro for 25 automations.',
    );
    await carol.client.delete(`/api/automations/${ids[0]}`);
    expect((await carol.client.post('/api/automations', { name: 'A5' })).status).toBe(201);
  });
});

describe('editing an automation (PATCH /api/automations/{id})', () => {
  it('changes each field the create dialog sets, one at a time, and keeps the others', async () => {
    const { client, email } = await signUpUser(api);
    const created = await client.create('/api/automations', { name: 'Thank customers', triggerType: 'invoice_paid' });
    const patch = async (body: object) => {
      const res = await client.patch(`/api/automations/${created.id}`, body);
      expect(res.status).toBe(200);
      return res.body;
    };
    expect(await patch({ name: '  Thank-you email on paid invoice ' })).toMatchObject({
      name: 'Thank-you email on paid invoice',
      actionConfig: { emailTo: email },
    });
    expect(await patch({ description: 'Say thanks the day they pay' })).toMatchObject({
      description: 'Say thanks the day they pay',
    });
    expect(await patch({ description: '' })).toMatchObject({ description: null });
    expect(
      await patch({
        actionConfig: { emailTo: '{{invoice.customerEmail}}', emailSubject: 'Thanks, {{invoice.customerName}}' },
      }),
    ).toMatchObject({
      actionConfig: { emailTo: '{{invoice.customerEmail}}', emailSubject: 'Thanks, {{invoice.customerName}}' },
    });
    // A new trigger takes settings its events can fill; a new action keeps only its own settings.
    expect(
      await patch({
        triggerType: 'new_lead',
        actionConfig: { emailTo: '{{lead.email}}', emailBody: 'Hi {{lead.name}}' },
      }),
    ).toMatchObject({
      triggerType: 'new_lead',
      actionConfig: { emailTo: '{{lead.email}}', emailBody: 'Hi {{lead.name}}' },
    });
    const sms = await patch({ actionType: 'send_sms', actionConfig: { smsTo: '{{lead.phone}}' } });
    expect(sms).toMatchObject({ actionType: 'send_sms', actionConfig: { smsTo: '{{lead.phone}}' } });
    expect(sms.actionConfig).not.toHaveProperty('emailTo');
    expect(await patch({ isActive: false })).toMatchObject({ isActive: false, actionType: 'send_sms' });
    const listed = ((await client.get('/api/automations')).body.items as any[]).find((a) => a.id === created.id);
    expect(listed).toMatchObject({
      name: 'Thank-you email on paid invoice',
      triggerType: 'new_lead',
      actionType: 'send_sms',
      isActive: false,
    });
    expect(listed.updatedAt > created.updatedAt).toBe(true);
  });

  it('refuses what creation refuses, with the same messages, and changes nothing', async () => {
    const { client } = await signUpUser(api);
    const created = await client.create('/api/automations', {
      name: 'Follow up',
      triggerType: 'task_completed',
      actionType: 'create_task',
      actionConfig: { taskTitle: 'Review: {{task.title}}' },
    });
    const refused = async (body: object) => {
      const res = await client.patch(`/api/automations/${created.id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation');
      return res.body.message as string;
    };
    for (const name of ['', '  ', null]) {
      expect(await refused({ name })).toBe('Validation error: Automation name is required');
    }
    expect(await refused({})).toBe('Validation error: Nothing to update');
    expect(await refused({ triggerType: 'payday' })).toMatch(/^Validation error: /);
    expect(await refused({ actionType: 'call' })).toMatch(/^Validation error: /);
    // The settings are checked against the action the automation will have: here send_sms, without a number.
    expect(await refused({ actionType: 'send_sms' })).toBe(
      'Validation error: SMS number must be in international format, e.g. +15551234567',
    );
    expect(await refused({ actionType: 'send_email', actionConfig: { emailTo: 'nobody' } })).toBe(
      'Validation error: Email recipient must be a valid email address',
    );
    // The title's {{task.title}} means nothing to a new lead.
    expect(await refused({ triggerType: 'new_lead' })).toMatch(
      /^Validation error: Unknown template variable \{\{task\.title\}\} for the New Lead trigger; use one of \{\{lead\.name\}\}/,
    );
    expect(await refused({ actionConfig: { taskTitle: 'Next: {{task.titel}}' } })).toMatch(
      /^Validation error: Unknown template variable \{\{task\.titel\}\} for the Task Completed trigger/,
    );
    const body = await client.patch(`/api/automations/${created.id}`, {
      triggerType: 'invoice_paid',
      actionType: 'send_email',
      actionConfig: { emailTo: '{{invoice.customerName}}' },
    });
    expect(body.status).toBe(400);
    expect(body.body).toEqual({
      code: 'validation',
      message:
        'Validation error: Email recipient {{invoice.customerName}} is not an email address; use {{invoice.customerEmail}}',
      issues: [
        {
          path: 'actionConfig.emailTo',
          message: 'Email recipient {{invoice.customerName}} is not an email address; use {{invoice.customerEmail}}',
        },
      ],
    });
    const unchanged = ((await client.get('/api/automations')).body.items as any[]).find((a) => a.id === created.id);
    expect(unchanged).toEqual(created);
  });

  it('answers 404 for an automation that does not exist or was deleted, whatever the body', async () => {
    const { client } = await signUpUser(api);
    const created = await client.create('/api/automations', { name: 'Short-lived' });
    await client.delete(`/api/automations/${created.id}`);
    for (const body of [{ name: 'Renamed' }, { triggerType: 'new_lead' }, { isActive: true }]) {
      const res = await client.patch(`/api/automations/${created.id}`, body);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'not_found', message: 'Automation not found' });
    }
    expect((await client.patch('/api/automations/01JNOSUCHAUTOMATION0000000', { name: 'x' })).status).toBe(404);
  });
});

describe('automation chains over the local runtime', () => {
  const taskTitles = async (client: ApiClient) =>
    ((await client.get('/api/tasks?limit=200')).body.items as any[]).map((t) => t.title as string);
  const completeTitled = async (client: ApiClient, title: string) => {
    const task = ((await client.get('/api/tasks?limit=200')).body.items as any[]).find((t) => t.title === title);
    expect(task, `a task titled ${title}`).toBeDefined();
    expect((await client.patch(`/api/tasks/${task.id}`, { status: 'completed' })).status).toBe(200);
  };

  it("does not loop when a person completes the task a 'task completed → create task' run created", async () => {
    const { client } = await signUpUser(api);
    const review = await newTaskMaker(client, 'Review finished work', 'Review: {{task.title}}');
    await completeNewTask(client, 'Call Acme');
    const [first] = (await settledRuns(client, review.id, 1)).value;
    expect(first).toMatchObject({ status: 'succeeded', detail: 'Created task "Review: Call Acme"' });

    // A person completes the review task: its event carries the run's chain, so the automation does not run on it,
    // and the run history says why. That skipped run is the sentinel that the event has been handled.
    await completeTitled(client, 'Review: Call Acme');
    const { value: runs } = await settledRuns(client, review.id, 2);
    expect(runs[0]).toMatchObject({
      status: 'skipped',
      eventSummary: 'Task "Review: Call Acme" completed',
      detail: 'Not run: this event came from this automation’s own run, so running it again would loop',
      attempts: 0,
      error: null,
    });
    expect((await taskTitles(client)).filter((t) => t.startsWith('Review: Review:'))).toEqual([]);
    // The card counts only the runs that acted.
    const card = ((await client.get('/api/automations')).body.items as any[]).find((a) => a.id === review.id);
    expect(card).toMatchObject({ runCount: 1, lastRunStatus: 'succeeded' });

    // A task a person made and completed still runs it.
    await completeNewTask(client, 'Send quote');
    await eventually(async () => ((await taskTitles(client)).includes('Review: Send quote') ? true : undefined));
  });

  it('stops a chain through several automations at depth 3, saying so in the run history', async () => {
    const { client } = await signUpUser(api);
    // D runs at every step too, but is never in the chain that reaches the end: only the depth stops it there.
    const [a, b, c, d] = await Promise.all(
      ['A', 'B', 'C', 'D'].map((letter) => newTaskMaker(client, `Step ${letter}`, `${letter}> {{task.title}}`)),
    );
    const waitForTask = (title: string) =>
      eventually(async () => ((await taskTitles(client)).includes(title) ? true : undefined));
    await completeNewTask(client, 'T');
    await waitForTask('A> T');
    await completeTitled(client, 'A> T'); // chain [A]: B and C run, A does not
    await waitForTask('B> A> T');
    await completeTitled(client, 'B> A> T'); // chain [A, B]: C runs
    await waitForTask('C> B> A> T');
    await completeTitled(client, 'C> B> A> T'); // chain [A, B, C]: nothing runs
    const depth = 'Not run: this event came from a chain of 3 automation runs, and chains stop at 3';
    const loop = 'Not run: this event came from this automation’s own run, so running it again would loop';
    for (const automation of [a!, b!, c!, d!]) {
      const { value: runs } = await eventually(async () => {
        const list = await runsOf(client, automation.id);
        return list.some((r) => r.eventSummary === 'Task "C> B> A> T" completed') ? list : undefined;
      });
      expect(runs.find((r) => r.eventSummary === 'Task "C> B> A> T" completed')).toMatchObject({
        status: 'skipped',
        detail: automation.id === d!.id ? depth : loop,
      });
    }
    expect((await taskTitles(client)).filter((t) => t.endsWith('> C> B> A> T'))).toEqual([]);
  });
});

describe('the automation engine over the local runtime', () => {
  it('creates the follow-up task when a task is completed, once, and records a succeeded run', async () => {
    const automation = await newAutomation(alice.client, {
      name: 'Follow up completed work',
      actionType: 'create_task',
      actionConfig: { taskPriority: 'high' },
    });
    const task = await completeNewTask(alice.client, 'Call Acme');

    // How soon is the automation-latency bench's business (`npm run bench`, against the 2 s bar); here, that it comes.
    const { value: followUp } = await eventually(async () =>
      ((await alice.client.get('/api/tasks')).body.items as any[]).find((t) => t.title === 'Follow up: Call Acme'),
    );
    expect(followUp).toMatchObject({
      status: 'pending',
      priority: 'high',
      createdByAutomationId: automation.id,
      userId: alice.user.id,
      description: 'Created by the automation "Follow up completed work" (Task "Call Acme" completed).',
    });

    const { value: runs } = await settledRuns(alice.client, automation.id, 1);
    // The task's id is its step's idempotency key, `runId:stepIndex`: a retried step finds it instead of making another.
    expect(followUp.id).toBe(`${runs[0].id}:1`);
    expect(runs).toEqual([
      {
        id: expect.any(String),
        automationId: automation.id,
        eventId: expect.any(String),
        trigger: 'task_completed',
        status: 'succeeded',
        startedAt: expect.any(String),
        finishedAt: expect.any(String),
        attempts: 1,
        eventSummary: 'Task "Call Acme" completed',
        detail: 'Created task "Follow up: Call Acme"',
        error: null,
        triggerData: expect.objectContaining({ type: 'task_completed' }),
        steps: [
          expect.objectContaining({
            index: 1,
            type: 'action',
            action: 'create_task',
            status: 'succeeded',
            idempotencyKey: followUp.id,
            attempts: 1,
            output: {
              taskId: followUp.id,
              title: 'Follow up: Call Acme',
              summary: 'Created task "Follow up: Call Acme"',
            },
          }),
        ],
        replayOf: null,
        replayFrom: null,
      },
    ]);
    const card = ((await alice.client.get('/api/automations')).body.items as any[]).find((a) => a.id === automation.id);
    expect(card).toMatchObject({ runCount: 1, lastRunStatus: 'succeeded', lastRunAt: runs[0].finishedAt });

    // Completing it again (already completed) raises no second event; re-opening and completing raises a new one.
    await alice.client.patch(`/api/tasks/${task.id}`, { status: 'completed' });
    await alice.client.patch(`/api/tasks/${task.id}`, { status: 'pending' });
    await alice.client.patch(`/api/tasks/${task.id}`, { status: 'completed' });
    const { value: twoRuns } = await settledRuns(alice.client, automation.id, 2);
    expect(twoRuns).toHaveLength(2);
    expect(twoRuns[0].startedAt >= twoRuns[1].startedAt).toBe(true);
  });

  it('does not run a switched-off automation', async () => {
    const automation = await newAutomation(alice.client, {
      name: 'Off',
      actionType: 'create_task',
      actionConfig: { taskTitle: 'Should not appear {{task.title}}' },
      isActive: false,
    });
    await completeWatchedTask(alice.client, 'Quiet', 'Sentinel');
    expect(await runsOf(alice.client, automation.id)).toEqual([]);
    const titles = ((await alice.client.get('/api/tasks')).body.items as any[]).map((t) => t.title);
    expect(titles).toContain('Sentinel saw Quiet');
    expect(titles.filter((title) => title.startsWith('Should not appear'))).toEqual([]);
  });

  it('stores email and SMS actions in the outbox with the templates filled in', async () => {
    const email = await newAutomation(alice.client, {
      name: 'Tell the boss',
      actionType: 'send_email',
      actionConfig: {
        emailTo: 'boss@example.com',
        emailSubject: 'Done: {{task.title}}',
        emailBody: 'Priority {{task.priority}}',
      },
    });
    const sms = await newAutomation(alice.client, {
      name: 'Text me',
      actionType: 'send_sms',
      actionConfig: { smsTo: '+15551234567' },
    });
    await completeNewTask(alice.client, 'Ship order 42');
    const { value: outbox } = await eventually(async () => {
      const messages = (await alice.client.get('/api/outbox')).body.items as any[];
      return messages.filter((m) => m.body.includes('Ship order 42') || m.subject === 'Done: Ship order 42').length ===
        2
        ? messages
        : undefined;
    });
    expect(outbox).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          channel: 'email',
          to: 'boss@example.com',
          subject: 'Done: Ship order 42',
          body: 'Priority medium',
          delivery: 'outbox',
          automationId: email.id,
          automationName: 'Tell the boss',
        }),
        expect.objectContaining({
          channel: 'sms',
          to: '+15551234567',
          subject: null,
          // In the workspace's zone (UTC until the browser sends one), as a person writes it: not an ISO string.
          body: expect.stringMatching(
            /^Task "Ship order 42" was completed at [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC\.$/,
          ),
          automationId: sms.id,
        }),
      ]),
    );
    const { value: runs } = await settledRuns(alice.client, email.id, 1);
    expect(runs[0]).toMatchObject({
      status: 'succeeded',
      detail: 'Stored email in the outbox to boss@example.com: "Done: Ship order 42"',
    });
  });

  it("fails an update_crm run with 'No CRM integration connected', visibly", async () => {
    const crm = await newAutomation(alice.client, {
      name: 'CRM',
      actionType: 'update_crm',
    });
    await completeNewTask(alice.client, 'Log the call');
    const { value: runs } = await settledRuns(alice.client, crm.id, 1);
    expect(runs[0]).toMatchObject({
      status: 'failed',
      error: 'No CRM integration connected',
      attempts: 1,
      detail: null,
    });
    const card = ((await alice.client.get('/api/automations')).body.items as any[]).find((a) => a.id === crm.id);
    expect(card.lastRunStatus).toBe('failed');
  });
});

describe("the plan's daily message cap", () => {
  it('sends at most 50 emails a day on Starter; the run past the cap fails and says why', async () => {
    const { client } = await signUpUser(api);
    const automations = await Promise.all(
      ['Tell the boss', 'Tell the accountant'].map(
        async (name, i) =>
          await newAutomation(client, {
            name,
            actionType: 'send_email',
            actionConfig: { emailTo: `outside-${i}@example.com` },
          }),
      ),
    );
    for (let batch = 0; batch < 26; batch += 13) {
      await Promise.all(
        Array.from({ length: 13 }, (_, i) =>
          client.post('/api/tasks', { title: `Job ${batch + i}`, status: 'completed' }),
        ),
      );
    }
    const runs = (
      await Promise.all(automations.map(async (automation) => (await settledRuns(client, automation.id, 26)).value))
    ).flat();
    expect(runs.filter((run) => run.status === 'succeeded')).toHaveLength(50);
    const refused = runs.filter((run) => run.status === 'failed');
    expect(refused).toHaveLength(2);
    expect(refused[0].error).toMatch(
      /^Daily message limit reached: the Starter plan sends up to 50 emails and text messages a day, so this email to outside-\d@example.com was not sent\. The limit resets at midnight UTC\.$/,
    );
    // Besides the automations' own, the owner's emailed notice of each automation that failed today, once: not an
    // automation's send. It is written after the run is marked failed, so wait for as many notices as failed names.
    // (The subject starts with the workspace's name, which branding decides.)
    const failedNames = new Set(refused.map((run) => automations.find((a) => a.id === run.automationId)!.name));
    const { value: outbox } = await eventually(async () => {
      const items = (await client.get('/api/outbox?limit=200')).body.items as any[];
      return items.filter((m) => !m.automationId).length >= failedNames.size ? items : undefined;
    });
    expect(outbox.filter((m) => m.automationId)).toHaveLength(50);
    expect(outbox.filter((m) => !m.automationId).map((m) => m.subject.replace(/^.*?: (?=Automation)/, ''))).toEqual(
      expect.arrayContaining([...failedNames].map((name) => `Automation “${name}” failed`)),
    );
    expect(outbox.filter((m) => !m.automationId)).toHaveLength(failedNames.size);
    // 26 tasks each raise task_created and task_completed for the runner, and 52 runs email: under a loaded machine
    // that is more than the default 30 s, though every wait above is for an event.
  });
});

describe('at-least-once delivery against the real table', () => {
  it('acts once when the same event is delivered several times at once, as EventBridge may do', async () => {
    const automation = await newTaskMaker(alice.client, 'Duplicate-proof', 'Once: {{task.title}}');
    const { workspaceId } = (await userEntity.get({ id: alice.user.id }))!;
    const eventId = `01JDUPLICATE${Date.now()}`;
    const event = {
      'detail-type': 'task_completed',
      source: 'bizpilot',
      detail: {
        type: 'task_completed',
        eventId,
        workspaceId,
        occurredAt: new Date().toISOString(),
        data: {
          task: {
            id: 'x',
            title: 'Redelivered',
            description: null,
            priority: 'low',
            dueDate: null,
            completedAt: new Date().toISOString(),
          },
        },
      },
    };
    const deliveries = await Promise.allSettled(
      [1, 2, 3].map((i) => automationRunner({ ...event, id: `delivery-${i}` })),
    );
    // One delivery claims the run and acts; the others find it finished (a duplicate) or still running, and then fail
    // so that the bus delivers them again later.
    const results = deliveries.flatMap((d) =>
      d.status === 'fulfilled' && d.value.status === 'recorded'
        ? d.value.runs.filter((r) => r.automationId === automation.id)
        : [],
    );
    expect(results.filter((r) => r.result === 'succeeded')).toHaveLength(1);
    expect(results.filter((r) => r.result !== 'succeeded').every((r) => r.result === 'duplicate')).toBe(true);
    for (const d of deliveries)
      if (d.status === 'rejected') expect(String(d.reason.errors[0])).toMatch(/in progress in another delivery/);
    expect(new Set(results.map((r) => r.runId)).size).toBe(1);

    const again = await automationRunner({ ...event, id: 'delivery-4' });
    expect(again.status === 'recorded' && again.runs.find((r) => r.automationId === automation.id)?.result).toBe(
      'duplicate',
    );
    const tasks = (await alice.client.get('/api/tasks')).body.items as any[];
    expect(tasks.filter((t) => t.title === 'Once: Redelivered')).toHaveLength(1);
    expect((await runsOf(alice.client, automation.id)).filter((r) => r.eventId === eventId)).toHaveLength(1);
  });
});

describe('email and SMS through SES and SNS (MESSAGE_DELIVERY=aws; real clients, fake endpoint)', () => {
  it('sends through SES and SNS, keeps the provider ids in the outbox, and never sends a run twice', async () => {
    const fake = await startedForThisTest(startFakeAwsMessaging());
    runtimeEnvForThisTest({
      MESSAGE_DELIVERY: 'aws',
      SES_FROM_ADDRESS: 'automations@bizpilot.example',
      AWS_ENDPOINT_URL_SESV2: fake.url,
      AWS_ENDPOINT_URL_SNS: fake.url,
      AWS_ACCESS_KEY_ID: 'test',
      AWS_SECRET_ACCESS_KEY: 'test',
    });
    const email = await newAutomation(alice.client, {
      name: 'Via SES',
      actionType: 'send_email',
      actionConfig: { emailTo: 'ses@example.com', emailSubject: 'SES: {{task.title}}' },
    });
    const sms = await newAutomation(alice.client, {
      name: 'Via SNS',
      actionType: 'send_sms',
      actionConfig: { smsTo: '+15550001111', smsMessage: 'SNS: {{task.title}}' },
    });
    await completeNewTask(alice.client, 'Wire the money');
    const [emailRun] = (await settledRuns(alice.client, email.id, 1)).value;
    await settledRuns(alice.client, sms.id, 1);
    expect(emailRun).toMatchObject({
      status: 'succeeded',
      detail: 'Sent email to ses@example.com: "SES: Wire the money"',
    });

    const outbox = (await alice.client.get('/api/outbox')).body.items as any[];
    expect(outbox.find((m) => m.automationId === email.id)).toMatchObject({
      delivery: 'ses',
      providerMessageId: expect.stringMatching(/^fake-/),
      subject: 'SES: Wire the money',
    });
    expect(outbox.find((m) => m.automationId === sms.id)).toMatchObject({
      delivery: 'sns',
      body: 'SNS: Wire the money',
    });
    const sends = () => fake.calls.filter((c) => c.operation === 'SendEmail').length;
    expect(sends()).toBe(1);
    expect(fake.calls.filter((c) => c.service === 'sns')).toHaveLength(1);

    // Resuming the same step (its key, `runId:stepIndex`) finds its message in the outbox and does not send again.
    const { workspaceId } = (await userEntity.get({ id: alice.user.id }))!;
    const automation = (await automationEntity.get({ workspaceId, id: email.id }))!;
    const ports = automationActionPorts(workspaceId, automation, async () => undefined, unexpectedStepPorts);
    await ports.sendMessage({
      id: `${emailRun.id}:1`,
      channel: 'email',
      to: 'ses@example.com',
      subject: 'again',
      body: 'again',
    });
    expect(sends()).toBe(1);
  });
});

describe('automations: workspace isolation', () => {
  it("never shows or lets Bob change, delete or read the runs of Alice's automation, nor runs it for Bob's events", async () => {
    const automation = await newAutomation(alice.client, {
      name: 'Alice only',
      actionType: 'send_email',
    });
    expect(((await bob.client.get('/api/automations')).body.items as any[]).some((a) => a.id === automation.id)).toBe(
      false,
    );
    expect((await bob.client.patch(`/api/automations/${automation.id}`, { isActive: false })).status).toBe(404);
    expect((await bob.client.delete(`/api/automations/${automation.id}`)).status).toBe(404);
    expect((await bob.client.get(`/api/automations/${automation.id}/runs`)).status).toBe(404);

    // Bob's own sentinel: the runner reads only the event's workspace's automations.
    await completeWatchedTask(bob.client, "Bob's task", 'Bob');
    expect(await runsOf(alice.client, automation.id)).toEqual([]);
    expect((await bob.client.get('/api/outbox')).body).toEqual({ items: [], cursor: null });

    await completeNewTask(alice.client, "Alice's task");
    await settledRuns(alice.client, automation.id, 1);
    expect(
      ((await alice.client.get('/api/outbox')).body.items as any[]).some((m) => m.automationId === automation.id),
    ).toBe(true);
    expect((await bob.client.get('/api/outbox')).body).toEqual({ items: [], cursor: null });
    expect(
      (await alice.client.get('/api/automations')).body.items.find((a: any) => a.id === automation.id),
    ).toMatchObject({
      isActive: true,
    });
  });
});
