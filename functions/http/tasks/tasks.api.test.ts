import { describe, expect, it } from 'vitest';
import { startFakeAwsMessaging } from '../../../scripts/testing/fakes/fake-aws-messaging';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { signUpTwoUsers, startTestApi } from '../../../scripts/testing/test-runtime';
import { startRuntimeContext } from '../../platform/runtime-context';

const api = await startedForThisFile(startTestApi());
const [alice, bob] = await signUpTwoUsers(api);

const ulid = /^[0-9A-HJKMNP-TV-Z]{26}$/;

describe('tasks API', () => {
  it('creates a task with the defaults, records the signed-in user and ignores a userId in the body', async () => {
    const res = await alice.client.post('/api/tasks', {
      title: '  Call Acme  ',
      description: '   ',
      userId: bob.user.id,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(ulid),
      title: 'Call Acme',
      description: null,
      status: 'pending',
      priority: 'medium',
      dueDate: null,
      userId: alice.user.id,
      assigneeEmployeeId: null,
      createdByAutomationId: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      completedAt: null,
    });
  });

  it('keeps description, priority and an ISO due date', async () => {
    const res = await alice.client.post('/api/tasks', {
      title: 'Quote',
      description: 'Send the Q4 quote',
      priority: 'high',
      dueDate: '2026-12-01T17:00:00+01:00',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      description: 'Send the Q4 quote',
      priority: 'high',
      dueDate: '2026-12-01T16:00:00.000Z',
    });
  });

  it("answers the spec's validation messages", async () => {
    for (const title of [undefined, '', '   ']) {
      const res = await alice.client.post('/api/tasks', { title, description: 'x' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Validation error: Task title is required');
      expect(res.body.issues[0].path).toBe('title');
    }
    const badStatus = await alice.client.post('/api/tasks', { title: 'x', status: 'done' });
    expect(badStatus.status).toBe(400);
    const badDate = await alice.client.post('/api/tasks', { title: 'x', dueDate: 'tomorrow' });
    expect(badDate.body.message).toBe('Validation error: Due date must be an ISO date-time');
  });

  it('lists the workspace tasks newest first', async () => {
    const first = (await alice.client.post('/api/tasks', { title: 'Older' })).body;
    const second = (await alice.client.post('/api/tasks', { title: 'Newer' })).body;
    const list = await alice.client.get('/api/tasks');
    expect(list.status).toBe(200);
    const ids = list.body.map((t: { id: string }) => t.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
  });

  it('cycles the status, setting completedAt on entering completed and clearing it on leaving', async () => {
    const task = (await alice.client.post('/api/tasks', { title: 'Cycle me' })).body;
    const inProgress = await alice.client.patch(`/api/tasks/${task.id}`, { status: 'in_progress' });
    expect(inProgress.status).toBe(200);
    expect(inProgress.body).toMatchObject({ status: 'in_progress', completedAt: null, title: 'Cycle me' });
    const completed = await alice.client.patch(`/api/tasks/${task.id}`, { status: 'completed' });
    expect(completed.body.status).toBe('completed');
    expect(Date.parse(completed.body.completedAt)).toBeGreaterThan(0);
    expect(completed.body.updatedAt >= completed.body.createdAt).toBe(true);
    const pending = await alice.client.patch(`/api/tasks/${task.id}`, { status: 'pending' });
    expect(pending.body).toMatchObject({ status: 'pending', completedAt: null });
  });

  it('edits other fields without touching the description when it is not sent', async () => {
    const task = (await alice.client.post('/api/tasks', { title: 'Edit me', description: 'Keep me' })).body;
    const res = await alice.client.patch(`/api/tasks/${task.id}`, { priority: 'low', title: 'Edited' });
    expect(res.body).toMatchObject({ title: 'Edited', priority: 'low', description: 'Keep me' });
    const cleared = await alice.client.patch(`/api/tasks/${task.id}`, { description: '' });
    expect(cleared.body.description).toBeNull();
    expect((await alice.client.patch(`/api/tasks/${task.id}`, {})).status).toBe(400);
    expect((await alice.client.patch(`/api/tasks/${task.id}`, { title: ' ' })).body.message).toBe(
      'Validation error: Task title is required',
    );
  });

  it('deletes with 204, then answers 404', async () => {
    const task = (await alice.client.post('/api/tasks', { title: 'Delete me' })).body;
    expect((await alice.client.delete(`/api/tasks/${task.id}`)).status).toBe(204);
    expect((await alice.client.delete(`/api/tasks/${task.id}`)).status).toBe(404);
    expect((await alice.client.patch(`/api/tasks/${task.id}`, { status: 'completed' })).status).toBe(404);
    const list = await alice.client.get('/api/tasks');
    expect(list.body.some((t: { id: string }) => t.id === task.id)).toBe(false);
  });

  it('answers 404 for an unknown id and 401 without a session', async () => {
    expect((await alice.client.patch('/api/tasks/01JUNKNOWN00000000000000000', { status: 'completed' })).status).toBe(
      404,
    );
    const anonymous = api.client();
    expect((await anonymous.get('/api/tasks')).status).toBe(401);
    expect((await anonymous.post('/api/tasks', { title: 'x' })).status).toBe(401);
  });
});

describe('tasks: workspace isolation', () => {
  it("never shows or lets Bob change or delete Alice's task", async () => {
    const task = (await alice.client.post('/api/tasks', { title: 'Private to Alice' })).body;
    const bobsList = await bob.client.get('/api/tasks');
    expect(bobsList.status).toBe(200);
    expect(bobsList.body.some((t: { id: string }) => t.id === task.id)).toBe(false);
    expect((await bob.client.patch(`/api/tasks/${task.id}`, { status: 'completed' })).status).toBe(404);
    expect((await bob.client.delete(`/api/tasks/${task.id}`)).status).toBe(404);
    const still = (await alice.client.get('/api/tasks')).body.find((t: { id: string }) => t.id === task.id);
    expect(still).toMatchObject({ status: 'pending', title: 'Private to Alice' });
  });
});

describe('publishing task_completed through EventBridge (real client, fake endpoint)', () => {
  it('publishes on completion, and undoes the completion with a 500 when EventBridge refuses the event', async () => {
    const fake = await startFakeAwsMessaging();
    const saved = { ...process.env };
    Object.assign(process.env, {
      EVENT_BUS_NAME: 'bizpilot-test',
      AWS_ENDPOINT_URL_EVENTBRIDGE: fake.url,
      AWS_ACCESS_KEY_ID: 'test',
      AWS_SECRET_ACCESS_KEY: 'test',
    });
    startRuntimeContext();
    try {
      const task = (await alice.client.post('/api/tasks', { title: 'Via EventBridge' })).body;
      await alice.client.patch(`/api/tasks/${task.id}`, { status: 'in_progress' });

      fake.failEntriesNext(1);
      const refused = await alice.client.patch(`/api/tasks/${task.id}`, { status: 'completed' });
      expect(refused.status).toBe(500);
      const after = ((await alice.client.get('/api/tasks')).body as any[]).find((t) => t.id === task.id);
      expect(after).toMatchObject({ status: 'in_progress', completedAt: null });

      const completed = await alice.client.patch(`/api/tasks/${task.id}`, { status: 'completed' });
      expect(completed.status).toBe(200);
      const put = fake.calls.filter((c) => c.operation === 'PutEvents').at(-1)!;
      const [entry] = JSON.parse(put.body).Entries;
      expect(entry).toMatchObject({ EventBusName: 'bizpilot-test', Source: 'bizpilot', DetailType: 'task_completed' });
      expect(JSON.parse(entry.Detail)).toMatchObject({
        type: 'task_completed',
        actorUserId: alice.user.id,
        data: { task: { id: task.id, title: 'Via EventBridge', completedAt: completed.body.completedAt } },
      });
    } finally {
      for (const name of [
        'EVENT_BUS_NAME',
        'AWS_ENDPOINT_URL_EVENTBRIDGE',
        'AWS_ACCESS_KEY_ID',
        'AWS_SECRET_ACCESS_KEY',
      ]) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
      startRuntimeContext();
      await fake.stop();
    }
  });
});
