import { describe, expect, it } from 'vitest';
import { addEmployee, addTask, daysFromNow, send } from '../../../scripts/testing/chat-fixtures';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { signUpTwoUsers, signUpUser, startTestApi, type TestUser } from '../../../scripts/testing/test-runtime';

delete process.env.OPENAI_API_KEY;
const api = await startedForThisFile(startTestApi());
const [alice, bob] = await signUpTwoUsers(api);

/** The one action the assistant proposes in its answer to `content`. */
async function proposal(user: TestUser, content: string) {
  const res = await send(user, content);
  expect(res.status).toBe(200);
  const [action] = res.body.assistantMessage.actions;
  return action;
}

/** Confirms (or cancels) a proposed action as `user`, as the chat's buttons do. */
const confirm = (user: TestUser, action: { id: string }) => user.client.post(`/api/chat/actions/${action.id}/confirm`);
const cancel = (user: TestUser, action: { id: string }) => user.client.post(`/api/chat/actions/${action.id}/cancel`);

/** Confirms `action` as `user` and checks it was done, saying `message`; answers the confirmed action. */
async function confirmedDone(user: TestUser, action: { id: string }, message: string) {
  const res = await confirm(user, action);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ status: 'confirmed', result: { message } });
  return res.body;
}

describe('chat with the built-in assistant', () => {
  it('answers an overdue question from the workspace, stores both messages and lists them oldest first', async () => {
    const owner = await signUpUser(api);
    await addTask(owner, 'Send the Acme quote', { dueDate: daysFromNow(-3), priority: 'high' });
    await addTask(owner, 'Renew the domain', { dueDate: daysFromNow(-1) });
    await addTask(owner, 'Plan the offsite', { dueDate: daysFromNow(5) });
    await addTask(owner, 'Old finished thing', { dueDate: daysFromNow(-9), status: 'completed' });

    const res = await send(owner, '  How many tasks are overdue?  ');
    expect(res.status).toBe(200);
    const { userMessage, assistantMessage } = res.body;
    expect(userMessage).toMatchObject({ role: 'user', content: 'How many tasks are overdue?', engine: null });
    expect(assistantMessage).toMatchObject({ role: 'assistant', engine: 'Built-in assistant', actions: [] });
    expect(assistantMessage.content).toMatch(/\*\*2 tasks are overdue\*\* \(of 3 open tasks\)/);
    expect(assistantMessage.content).toContain('Send the Acme quote');
    expect(assistantMessage.content).not.toContain('Old finished thing');
    expect(assistantMessage.sources).toEqual([
      { tool: 'list_tasks', label: 'Tasks', args: { due: 'overdue', limit: 10 }, summary: '2 of 4 tasks' },
    ]);

    const history = await owner.client.get('/api/chat/messages');
    expect(history.status).toBe(200);
    expect(history.body.items.map((m: { id: string }) => m.id)).toEqual([userMessage.id, assistantMessage.id]);
    expect(history.body.cursor).toBeNull();
  });

  it("refuses an empty or whitespace message with the spec's message and stores nothing", async () => {
    const owner = await signUpUser(api);
    for (const content of ['', '   \n ']) {
      const res = await send(owner, content);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Validation error: Message cannot be empty');
    }
    expect((await send(owner, 'x'.repeat(4001))).status).toBe(400);
    expect((await owner.client.post('/api/chat/send', {})).status).toBe(400);
    expect((await owner.client.get('/api/chat/messages')).body.items).toEqual([]);
  });

  it('proposes a task, creates it only on confirm, once, and records the result on the message', async () => {
    const owner = await signUpUser(api);
    const action = await proposal(owner, 'Create a high priority task called Call Acme about invoice 1043');
    expect(action).toMatchObject({
      type: 'create_task',
      summary: 'Create task "Call Acme about invoice 1043", high priority',
      status: 'pending',
      result: null,
    });
    expect((await owner.client.get('/api/tasks?limit=200')).body.items).toEqual([]);

    const confirmed = await confirmedDone(owner, action, 'Created task "Call Acme about invoice 1043"');
    const again = await confirm(owner, action);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(confirmed);

    const tasks = (await owner.client.get('/api/tasks?limit=200')).body.items;
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({
      id: confirmed.result.taskId,
      title: 'Call Acme about invoice 1043',
      priority: 'high',
    });
    expect((await cancel(owner, action)).status).toBe(409);

    const history = (await owner.client.get('/api/chat/messages')).body.items;
    expect(history.at(-1).actions[0]).toEqual(confirmed);
  });

  it('acts once when two confirms race, and both answer the same result', async () => {
    const owner = await signUpUser(api);
    const action = await proposal(owner, 'create a task called Only once');
    const [a, b] = await Promise.all([confirm(owner, action), confirm(owner, action)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual(b.body);
    expect((await owner.client.get('/api/tasks?limit=200')).body.items).toHaveLength(1);
  });

  it('never acts on a cancelled action (409) and keeps actions inside their workspace (404)', async () => {
    const action = await proposal(alice, 'create a task called Secret plan');
    expect((await confirm(bob, action)).status).toBe(404);
    expect((await cancel(bob, action)).status).toBe(404);
    const cancelled = await cancel(alice, action);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await cancel(alice, action)).status).toBe(200);
    expect((await confirm(alice, action)).status).toBe(409);
    expect(
      (await alice.client.get('/api/tasks?limit=200')).body.items.map((t: { title: string }) => t.title),
    ).not.toContain('Secret plan');
    expect((await bob.client.get('/api/chat/messages')).body.items).toEqual([]);
  });

  it('clears the conversation, and a cleared proposal can no longer be confirmed', async () => {
    const owner = await signUpUser(api);
    const action = await proposal(owner, 'create a task called Tidy up');
    expect((await owner.client.delete('/api/chat/messages')).status).toBe(204);
    expect((await owner.client.get('/api/chat/messages')).body.items).toEqual([]);
    expect((await confirm(owner, action)).status).toBe(404);
  });

  it('assigns a task to an employee only after confirmation', async () => {
    const owner = await signUpUser(api);
    const dana = await addEmployee(owner, 'Dana', 'Lee', { technicalSkills: 90 });
    const t = await addTask(owner, 'Fix the login bug');
    const action = await proposal(owner, 'Assign the login bug to Dana');
    expect(action.summary).toBe('Assign "Fix the login bug" to Dana Lee');
    expect((await owner.client.get('/api/tasks?limit=200')).body.items[0].assigneeEmployeeId).toBeNull();
    await confirm(owner, action);
    const task = (await owner.client.get('/api/tasks?limit=200')).body.items[0];
    expect(task).toMatchObject({ id: t.id, assigneeEmployeeId: dana.id });
  });
});

describe('automations and task details the built-in assistant proposes', () => {
  it('proposes an automation from a sentence and creates it through the automations service only on confirm', async () => {
    const owner = await signUpUser(api);
    const action = await proposal(owner, 'Create an automation that emails me when a new lead comes in');
    expect(action).toMatchObject({
      type: 'create_automation',
      summary: `Create automation "Email me when a new lead comes in": when New Lead, Send Email to ${owner.email}`,
      status: 'pending',
    });
    expect((await owner.client.get('/api/automations')).body.items).toEqual([]);

    const confirmed = await confirmedDone(owner, action, 'Created automation "Email me when a new lead comes in"');
    const automations = (await owner.client.get('/api/automations')).body.items;
    expect(automations).toHaveLength(1);
    expect(automations[0]).toMatchObject({
      id: confirmed.result.automationId,
      name: 'Email me when a new lead comes in',
      isActive: true,
      triggerType: 'new_lead',
      actionType: 'send_email',
      actionConfig: { emailTo: owner.email },
    });
    // Confirming again answers the same result and creates nothing more.
    expect((await confirm(owner, action)).body).toEqual(confirmed);
    expect((await owner.client.get('/api/automations')).body.items).toHaveLength(1);
  });

  it('creates a task with the due date and assignee the request named, on confirm', async () => {
    const owner = await signUpUser(api);
    const priya = await addEmployee(owner, 'Priya', 'Shah', { communication: 80 });
    const action = await proposal(
      owner,
      'Create a task for Priya: call the flour supplier, high priority, due in 3 days',
    );
    expect(action.summary).toMatch(
      /^Create task "Call the flour supplier", high priority, due \w{3} \d{1,2}, \d{4}, assigned to Priya Shah$/,
    );
    await confirmedDone(owner, action, 'Created task "Call the flour supplier", assigned to Priya Shah');
    const [task] = (await owner.client.get('/api/tasks?limit=200')).body.items;
    expect(task).toMatchObject({
      title: 'Call the flour supplier',
      priority: 'high',
      assigneeEmployeeId: priya.id,
      dueDate: `${daysFromNow(3).slice(0, 10)}T00:00:00.000Z`,
    });
  });
});

describe('the plan limit on AI messages', () => {
  it('answers the 101st message of the month on Starter with 402 and the limit message, storing nothing', async () => {
    const owner = await signUpUser(api);
    for (let batch = 0; batch < 10; batch++) {
      const sent = await Promise.all(Array.from({ length: 10 }, () => send(owner, 'What can you do?')));
      expect(sent.map((r) => r.status)).toEqual(Array(10).fill(200));
    }
    const refused = await send(owner, 'One more?');
    expect(refused.status).toBe(402);
    // Issue 13's message, letter for letter, from billing's one limit check (functions/services/billing/plan-usage.ts).
    expect(refused.body.message).toBe(
      'Plan limit reached: the Starter plan includes 100 AI messages a month. Upgrade to Pro for unlimited messages.',
    );

    // 200 messages: the latest 50 oldest first, then older pages through the cursor, none twice, none missing.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { items: { id: string; content: string }[]; cursor: string | null } } =
        await owner.client.get(`/api/chat/messages${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.body.items.length).toBeLessThanOrEqual(50);
      seen.unshift(...page.body.items.map((m) => m.id));
      cursor = page.body.cursor;
    } while (cursor);
    expect(seen).toHaveLength(200);
    expect([...seen].sort()).toEqual(seen);
    expect((await owner.client.get('/api/chat/messages?cursor=bogus')).status).toBe(400);
  });
});
