import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { taskMakingAutomation } from '../../../scripts/testing/automation-api';
import { eventually } from '../../../scripts/testing/eventually';
import { startFakeAwsMessaging } from '../../../scripts/testing/fakes/fake-aws-messaging';
import { newEmployee } from '../../../scripts/testing/fixtures/new-employee';
import { runtimeEnvForThisTest, startedForThisFile, startedForThisTest } from '../../../scripts/testing/for-this-file';
import { runtimeLogFile } from '../../../scripts/testing/runtime-log.global';
import { signUpTwoUsers, signUpUser, startTestApi, type TestUser } from '../../../scripts/testing/test-runtime';

const api = await startedForThisFile(startTestApi());
const [alice, bob] = await signUpTwoUsers(api);

const ulid = /^[0-9A-HJKMNP-TV-Z]{26}$/;

describe('tasks API', () => {
  it('creates a task with the defaults, records the signed-in user and ignores a userId in the body', async () => {
    const task = await alice.client.create('/api/tasks', {
      title: '  Call Acme  ',
      description: '   ',
      userId: bob.user.id,
    });
    expect(task).toEqual({
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
      overdue: false,
    });
  });

  it('keeps description, priority and an ISO due date', async () => {
    const task = await alice.client.create('/api/tasks', {
      title: 'Quote',
      description: 'Send the Q4 quote',
      priority: 'high',
      dueDate: '2026-12-01T17:00:00+01:00',
    });
    expect(task).toMatchObject({
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
    const first = await alice.client.create('/api/tasks', { title: 'Older' });
    const second = await alice.client.create('/api/tasks', { title: 'Newer' });
    const list = await alice.client.get('/api/tasks');
    expect(list.status).toBe(200);
    const ids = list.body.items.map((t: { id: string }) => t.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
  });

  it('cycles the status, setting completedAt on entering completed and clearing it on leaving', async () => {
    const task = await alice.client.create('/api/tasks', { title: 'Cycle me' });
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
    const task = await alice.client.create('/api/tasks', { title: 'Edit me', description: 'Keep me' });
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
    const task = await alice.client.create('/api/tasks', { title: 'Delete me' });
    expect((await alice.client.delete(`/api/tasks/${task.id}`)).status).toBe(204);
    expect((await alice.client.delete(`/api/tasks/${task.id}`)).status).toBe(404);
    expect((await alice.client.patch(`/api/tasks/${task.id}`, { status: 'completed' })).status).toBe(404);
    const list = await alice.client.get('/api/tasks');
    expect(list.body.items.some((t: { id: string }) => t.id === task.id)).toBe(false);
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

describe('concurrent edits of one task', () => {
  it('50 parallel PATCH {status: completed} all succeed, and the task completes (and its automations run) once', async () => {
    const automation = await alice.client.create(
      '/api/automations',
      taskMakingAutomation('Follow up once', 'task_completed', 'Follow up: {{task.title}}'),
    );
    const task = await alice.client.create('/api/tasks', { title: 'Close the books' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => alice.client.patch(`/api/tasks/${task.id}`, { status: 'completed' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((answer) => answer.body.completedAt)).size).toBe(1);

    const runsOf = async () =>
      (await alice.client.get(`/api/automations/${automation.id}/runs`)).body.items as {
        eventSummary: string;
        status: string;
      }[];
    // The sentinel: a second task completed after all 50 answers. Any duplicate event was published before its
    // PATCH answered, so once the runner has run the automation for this later event, a duplicate would show too.
    const sentinel = await alice.client.create('/api/tasks', { title: 'Sentinel' });
    expect((await alice.client.patch(`/api/tasks/${sentinel.id}`, { status: 'completed' })).status).toBe(200);
    const { value: runs } = await eventually(async () => {
      const runs = await runsOf();
      const sentinelRan = runs.some((run) => run.eventSummary === 'Task "Sentinel" completed');
      return sentinelRan && runs.every((run) => run.status !== 'running') ? runs : undefined;
    });
    expect(runs.map((run) => run.eventSummary).sort()).toEqual([
      'Task "Close the books" completed',
      'Task "Sentinel" completed',
    ]);
    await alice.client.delete(`/api/automations/${automation.id}`);
  });
});

describe('Idempotency-Key on creates', () => {
  const create = (user: TestUser, key: string, title: string) =>
    user.client.request('POST', '/api/tasks', { json: { title }, headers: { 'idempotency-key': key } });
  const countTitled = async (user: TestUser, title: string) =>
    (await user.client.get('/api/tasks')).body.items.filter((task: { title: string }) => task.title === title).length;

  it('answers a retried POST with the first answer instead of creating twice', async () => {
    const first = await create(alice, 'retry-1', 'Pay rent');
    const again = await create(alice, 'retry-1', 'Pay rent');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await countTitled(alice, 'Pay rent')).toBe(1);
  });

  it('creates once for ten parallel requests with one key', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(alice, 'burst-1', 'Order stock')));
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    expect(new Set(answers.filter((a) => a.status === 201).map((a) => a.body.id)).size).toBe(1);
    expect(await countTitled(alice, 'Order stock')).toBe(1);
  });

  it('refuses a key reused with another body (422), scopes keys to the workspace, and frees a failed one', async () => {
    await create(alice, 'reuse-1', 'First body');
    const other = await create(alice, 'reuse-1', 'Second body');
    expect(other.status).toBe(422);
    expect(await countTitled(alice, 'Second body')).toBe(0);
    expect((await create(bob, 'reuse-1', 'First body')).status).toBe(201);
    expect(await countTitled(bob, 'First body')).toBe(1);

    expect((await create(alice, 'fails-1', '')).status).toBe(400);
    expect((await create(alice, 'fails-1', 'Fixed title')).status).toBe(201);
    expect((await create(alice, 'bad key!', 'x')).status).toBe(400);
  });
});

describe('tasks: workspace isolation', () => {
  it("never shows or lets Bob change or delete Alice's task", async () => {
    const task = await alice.client.create('/api/tasks', { title: 'Private to Alice' });
    const bobsList = await bob.client.get('/api/tasks');
    expect(bobsList.status).toBe(200);
    expect(bobsList.body.items.some((t: { id: string }) => t.id === task.id)).toBe(false);
    expect((await bob.client.patch(`/api/tasks/${task.id}`, { status: 'completed' })).status).toBe(404);
    expect((await bob.client.delete(`/api/tasks/${task.id}`)).status).toBe(404);
    const still = (await alice.client.get('/api/tasks')).body.items.find((t: { id: string }) => t.id === task.id);
    expect(still).toMatchObject({ status: 'pending', title: 'Private to Alice' });
  });
});

describe('publishing task_completed through EventBridge (real client, fake endpoint)', () => {
  it('publishes on completion, and undoes the completion with a 500 when EventBridge refuses the event', async () => {
    const fake = await startedForThisTest(startFakeAwsMessaging());
    runtimeEnvForThisTest({
      EVENT_BUS_NAME: 'bizpilot-test',
      AWS_ENDPOINT_URL_EVENTBRIDGE: fake.url,
      AWS_ACCESS_KEY_ID: 'test',
      AWS_SECRET_ACCESS_KEY: 'test',
    });
    const task = await alice.client.create('/api/tasks', { title: 'Via EventBridge' });
    await alice.client.patch(`/api/tasks/${task.id}`, { status: 'in_progress' });

    fake.failEntriesNext(1);
    const refused = await alice.client.patch(`/api/tasks/${task.id}`, { status: 'completed' });
    expect(refused.status).toBe(500);
    // Why it was a 500 is on disk (the test runtime log), under the request id the client was told and this file.
    const logged = readFileSync(runtimeLogFile, 'utf8')
      .split('\n')
      .filter((line) => line.includes(refused.body.requestId))
      .map((line) => JSON.parse(line));
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 'ERROR',
        message: 'Unhandled error',
        requestId: refused.body.requestId,
        testRuntime: 'functions/http/tasks/tasks.api.test.ts',
        error: expect.objectContaining({ stack: expect.any(String) }),
      }),
    );
    const after = ((await alice.client.get('/api/tasks')).body.items as any[]).find((t) => t.id === task.id);
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
  });
});

describe('tasks: pages, the status index and the counts', () => {
  it('pages newest first with an opaque cursor, filters by status through the index, and counts by status', async () => {
    const { client } = await signUpUser(api, { firstName: 'Carol', lastName: 'Pages' });
    const made: string[] = [];
    for (let i = 0; i < 7; i++) made.push((await client.create('/api/tasks', { title: `Task ${i}` })).id);
    await client.patch(`/api/tasks/${made[1]}`, { status: 'in_progress' });
    await client.patch(`/api/tasks/${made[2]}`, { status: 'completed' });
    await client.patch(`/api/tasks/${made[3]}`, { status: 'completed' });
    await client.delete(`/api/tasks/${made[4]}`);

    const first = (await client.get('/api/tasks?limit=4')).body;
    expect(first.items.map((t: { title: string }) => t.title)).toEqual(['Task 6', 'Task 5', 'Task 3', 'Task 2']);
    expect(first.cursor).toEqual(expect.any(String));
    expect(first.counts).toEqual({ pending: 3, in_progress: 1, completed: 2 });
    const rest = (await client.get(`/api/tasks?limit=4&cursor=${encodeURIComponent(first.cursor)}`)).body;
    expect(rest.items.map((t: { title: string }) => t.title)).toEqual(['Task 1', 'Task 0']);
    expect(rest.cursor).toBeNull();

    // A task that left a status is not listed under it, even though its old index entry is still there.
    const completed = (await client.get('/api/tasks?status=completed')).body;
    expect(completed.items.map((t: { title: string }) => t.title)).toEqual(['Task 3', 'Task 2']);
    await client.patch(`/api/tasks/${made[3]}`, { status: 'pending' });
    const afterChange = (await client.get('/api/tasks?status=completed')).body;
    expect(afterChange.items.map((t: { title: string }) => t.title)).toEqual(['Task 2']);
    expect(afterChange.counts).toEqual({ pending: 4, in_progress: 1, completed: 1 });
    const pending = (await client.get('/api/tasks?status=pending&limit=2')).body;
    expect(pending.items.map((t: { title: string }) => t.title)).toEqual(['Task 6', 'Task 5']);
    const nextPending = (await client.get(`/api/tasks?status=pending&cursor=${encodeURIComponent(pending.cursor)}`))
      .body;
    expect(nextPending.items.map((t: { title: string }) => t.title)).toEqual(['Task 3', 'Task 0']);

    expect((await client.get('/api/tasks?status=archived')).status).toBe(400);
    expect((await client.get('/api/tasks?limit=201')).status).toBe(400);
  });

  it('names the assignees of the page', async () => {
    const { client } = await signUpUser(api, { firstName: 'Dave', lastName: 'Names' });
    const employee = (await client.post('/api/employees', newEmployee('Grace', 'Hopper'))).body;
    const task = await client.create('/api/tasks', { title: 'Compile' });
    await client.post(`/api/tasks/${task.id}/assign`, { employeeId: employee.id });
    const page = (await client.get('/api/tasks')).body;
    expect(page.assigneeNames).toEqual({ [employee.id]: 'Grace Hopper' });
  });

  it("refuses another workspace's cursor instead of reading its tasks", async () => {
    await alice.client.post('/api/tasks', { title: 'A1' });
    await alice.client.post('/api/tasks', { title: 'A2' });
    const alicesCursor = (await alice.client.get('/api/tasks?limit=1')).body.cursor;
    const res = await bob.client.get(`/api/tasks?cursor=${encodeURIComponent(alicesCursor)}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Validation error: Invalid cursor');
    const statusCursor = (await alice.client.get('/api/tasks?status=pending&limit=1')).body.cursor;
    expect((await bob.client.get(`/api/tasks?status=pending&cursor=${statusCursor}`)).status).toBe(400);
  });
});
