import { BUSINESS_EVENT_SOURCE } from '@shared/schemas/business-event';
import type { Task } from '@shared/schemas/task';
import { Webhook } from 'standardwebhooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../scripts/testing/eventually';
import { newEmployee } from '../../../scripts/testing/fixtures/new-employee';
import { startedForThisFile, startedForThisTest } from '../../../scripts/testing/for-this-file';
import { upgradeLocally } from '../../../scripts/testing/local-billing';
import { signUpOwner, type Teammate } from '../../../scripts/testing/teams';
import { startTestApi } from '../../../scripts/testing/test-runtime';
import { startWebhookReceiver, type WebhookReceiver } from '../../../scripts/testing/webhook-receiver';
import { webhookDeliveryEntity } from '../../data/webhooks/webhook-deliveries';
import { taskChangedEvent } from '../../domain/tasks/task-events';
import { emptyTally, withCapacityTally } from '../../platform/dynamodb/capacity';
import { newId } from '../../platform/ids';
import { CLAIM_CUT_OFF_MS, CUT_OFF_ERROR, runAttempts } from '../../services/webhooks/webhook-attempts';
import { fanOutBusEvent } from '../../services/webhooks/webhook-fan-out';

/**
 * Outgoing webhooks against local receivers. The receivers listen on loopback over http, so this file's runtime has
 * `WEBHOOKS_ALLOW_PRIVATE_TARGETS=1` (the SSRF refusals with it off are in `webhook-url-guard.api.test.ts`), and a
 * retry schedule of 1 s waits instead of 5 s … 10 h.
 */
process.env.WEBHOOKS_ALLOW_PRIVATE_TARGETS = '1';
process.env.WEBHOOK_RETRY_DELAYS_SECONDS = '1,1,1,1,1,1,1';
// The fan-out keeps a workspace's endpoints and plan for the longest it may (5 s in `npm start`), so every test here
// that changes them and expects the next event to follow proves that the change made it read them again.
process.env.WEBHOOK_TARGETS_CACHE_SECONDS = '60';
const api = await startedForThisFile(startTestApi());

let owner: Teammate;
beforeAll(async () => {
  owner = await signUpOwner(api, 'Hooky');
  await upgradeLocally(owner.client, 'elite');
});

const receiver = () => startedForThisTest(startWebhookReceiver());

async function register(client = owner.client, url: string, events: string[] = ['task.created']) {
  return client.create<{ id: string; secret: string; url: string; events: string[]; enabled: boolean }>(
    '/api/webhooks',
    { url, events, description: 'Test receiver' },
  );
}

const createTask = (client = owner.client, title = 'Ship the order') =>
  client.create<{ id: string }>('/api/tasks', { title, priority: 'medium', status: 'pending' });

const deliveries = async (id: string, client = owner.client) => {
  const answer = await client.get(`/api/webhooks/${id}/deliveries`);
  expect(answer.status).toBe(200);
  return answer.body.items as Array<{
    id: string;
    eventType: string;
    status: string;
    nextAttemptAt: string | null;
    attempts: Array<{ statusCode: number | null; durationMs: number; responseBody: string; error: string | null }>;
  }>;
};

const receivedCount = (hook: WebhookReceiver, n: number) =>
  eventually(async () => (hook.received.length >= n ? hook.received : undefined));

/**
 * Waits until `hook` has an event about `taskId`. A sentinel: once an event caused after another one is in, the other
 * one's deliveries have been made too, so a test can then assert that one did not arrive, without sleeping.
 */
const receivedAbout = (hook: WebhookReceiver, taskId: string) =>
  eventually(async () => (hook.received.some((r) => r.body.includes(taskId)) ? hook.received : undefined));

describe('registering a webhook', () => {
  it('answers the secret once, lists the endpoint without it, and validates what is sent', async () => {
    const hook = await receiver();
    const created = await register(owner.client, hook.url, ['task.created', 'invoice.paid']);
    expect(created).toMatchObject({ url: hook.url, events: ['task.created', 'invoice.paid'], enabled: true });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const list = await owner.client.get('/api/webhooks');
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(created.secret);
    expect(list.body.find((w: { id: string }) => w.id === created.id)).toMatchObject({ description: 'Test receiver' });

    const bad = await owner.client.post('/api/webhooks', { url: hook.url, events: ['task.exploded'] });
    expect(bad.status).toBe(400);
    const none = await owner.client.post('/api/webhooks', { url: hook.url, events: [] });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('Choose at least one event');
  });
});

describe('delivering events from the bus', () => {
  it('signs each delivery per Standard Webhooks, verified with the standardwebhooks library', async () => {
    const hook = await receiver();
    const { id, secret } = await register(owner.client, hook.url);
    const task = await createTask(owner.client, 'Signed task');
    const [request] = (await receivedCount(hook, 1)).value;
    const payload = new Webhook(secret).verify(request!.body, request!.headers as Record<string, string>) as {
      id: string;
      type: string;
      workspaceId: string;
      createdAt: string;
      data: { task: { id: string; title: string } };
    };
    expect(payload).toMatchObject({ type: 'task.created', workspaceId: owner.workspaceId });
    expect(payload.data.task).toMatchObject({ id: task.id, title: 'Signed task' });
    expect(() =>
      new Webhook(`whsec_${Buffer.from('x'.repeat(32)).toString('base64')}`).verify(
        request!.body,
        request!.headers as Record<string, string>,
      ),
    ).toThrow();

    const [logged] = (
      await eventually(async () => {
        const items = await deliveries(id);
        return items[0]?.status === 'succeeded' ? items : undefined;
      })
    ).value;
    expect(logged).toMatchObject({ eventType: 'task.created', nextAttemptAt: null });
    expect(logged!.attempts).toEqual([expect.objectContaining({ statusCode: 204, error: null })]);
  });

  it('carries task and employee changes from the bus, never an employee’s pay', async () => {
    const hook = await receiver();
    await register(owner.client, hook.url, [
      'task.updated',
      'task.deleted',
      'employee.created',
      'employee.updated',
      'employee.deleted',
    ]);
    const task = await createTask(owner.client, 'Changing');
    await owner.client.patch(`/api/tasks/${task.id}`, { title: 'Changed' });
    await owner.client.delete(`/api/tasks/${task.id}`);
    const employee = await owner.client.create<{ id: string }>(
      '/api/employees',
      newEmployee('Wendy', 'Hook', { salary: 70_000 }),
    );
    await owner.client.patch(`/api/employees/${employee.id}`, { position: 'Lead' });
    await owner.client.delete(`/api/employees/${employee.id}`);
    const received = (await receivedCount(hook, 5)).value.map((r) => JSON.parse(r.body));
    expect(received.map((e) => e.type).sort()).toEqual([
      'employee.created',
      'employee.deleted',
      'employee.updated',
      'task.deleted',
      'task.updated',
    ]);
    expect(received.find((e) => e.type === 'task.updated').data.task).toMatchObject({ id: task.id, title: 'Changed' });
    expect(received.find((e) => e.type === 'employee.updated').data.employee).toMatchObject({ position: 'Lead' });
    expect(JSON.stringify(received)).not.toContain('70000');
    expect(JSON.stringify(received)).not.toContain('salary');
  });

  it('sends only the events an endpoint subscribes to', async () => {
    const hook = await receiver();
    await register(owner.client, hook.url, ['task.completed']);
    await createTask(owner.client, 'Not completed');
    const done = await createTask(owner.client, 'Completed');
    await owner.client.patch(`/api/tasks/${done.id}`, { status: 'completed' });
    const [request] = (await receivedCount(hook, 1)).value;
    expect(JSON.parse(request!.body)).toMatchObject({ type: 'task.completed', data: { task: { id: done.id } } });
    const later = await createTask(owner.client, 'Completed later');
    await owner.client.patch(`/api/tasks/${later.id}`, { status: 'completed' });
    const received = (await receivedAbout(hook, later.id)).value;
    expect(received.map((r) => JSON.parse(r.body).type)).toEqual(['task.completed', 'task.completed']);
  });

  it('retries a failing receiver: failing twice then answering, it gets the event on the third attempt', async () => {
    const hook = await receiver();
    hook.answerNext({ status: 500, body: 'down for maintenance' }, { status: 503 });
    const { id } = await register(owner.client, hook.url);
    await createTask(owner.client, 'Retried');
    const received = (await receivedCount(hook, 3)).value;
    const ids = new Set(received.map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(1);
    expect(new Set(received.map((r) => r.body)).size).toBe(1);

    const [delivery] = (
      await eventually(async () => {
        const items = await deliveries(id);
        return items[0]?.status === 'succeeded' ? items : undefined;
      })
    ).value;
    expect(delivery!.attempts.map((a) => a.statusCode)).toEqual([500, 503, 204]);
    expect(delivery!.attempts[0]!.responseBody).toBe('down for maintenance');
    expect(ids.has(delivery!.id)).toBe(true);
    // Nothing more is scheduled once it succeeded.
    expect(delivery!.nextAttemptAt).toBeNull();
    expect(hook.received).toHaveLength(3);
  });

  it('disables the endpoint at once when it answers 410 Gone', async () => {
    const hook = await receiver();
    hook.answerNext({ status: 410, body: 'gone' });
    const { id } = await register(owner.client, hook.url);
    await createTask(owner.client, 'Gone');
    await receivedCount(hook, 1);
    const endpoint = (
      await eventually(async () => {
        const list = await owner.client.get('/api/webhooks');
        const found = list.body.find((w: { id: string }) => w.id === id);
        return found?.enabled === false ? found : undefined;
      })
    ).value;
    expect(endpoint).toMatchObject({ enabled: false, disabledReason: 'gone' });
    const [delivery] = await deliveries(id);
    expect(delivery).toMatchObject({ status: 'failed', nextAttemptAt: null });

    const sentinel = await receiver();
    await register(owner.client, sentinel.url);
    const notSent = await createTask(owner.client, 'Not sent');
    await receivedAbout(sentinel, notSent.id);
    expect(hook.received).toHaveLength(1);

    const enabled = await owner.client.patch(`/api/webhooks/${id}`, { enabled: true });
    expect(enabled.body).toMatchObject({ enabled: true, disabledReason: null });
  });

  it('redelivers a delivery with the same webhook-id and body', async () => {
    const hook = await receiver();
    const { id } = await register(owner.client, hook.url);
    await createTask(owner.client, 'Again');
    await receivedCount(hook, 1);
    const [delivery] = (
      await eventually(async () => {
        const items = await deliveries(id);
        return items[0]?.status === 'succeeded' ? items : undefined;
      })
    ).value;
    const again = await owner.client.post(`/api/webhooks/${id}/deliveries/${delivery!.id}/redeliver`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: delivery!.id, status: 'pending' });
    const [first, second] = (await receivedCount(hook, 2)).value;
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(second!.body).toBe(first!.body);
    const [logged] = (
      await eventually(async () => {
        const items = await deliveries(id);
        return items[0]?.status === 'succeeded' && items[0].attempts.length === 2 ? items : undefined;
      })
    ).value;
    expect(logged!.attempts.map((a) => a.statusCode)).toEqual([204, 204]);

    const missing = await owner.client.post(`/api/webhooks/${id}/deliveries/01JAAAAAAAAAAAAAAAAAAAAAAA/redeliver`);
    expect(missing.status).toBe(404);
  });

  it('after a rotation signs with both secrets, so receivers holding either verify', async () => {
    const hook = await receiver();
    const { id, secret: oldSecret } = await register(owner.client, hook.url, ['task.created']);
    const rotated = await owner.client.post(`/api/webhooks/${id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    const { secret: newSecret, previousSecretExpiresAt } = rotated.body;
    expect(newSecret).not.toBe(oldSecret);
    const overlapHours = (Date.parse(previousSecretExpiresAt) - Date.now()) / 3_600_000;
    expect(overlapHours).toBeGreaterThan(23.9);
    expect(overlapHours).toBeLessThanOrEqual(24);

    await createTask(owner.client, 'Rotated');
    const [request] = (await receivedCount(hook, 1)).value;
    const headers = request!.headers as Record<string, string>;
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(new Webhook(newSecret).verify(request!.body, headers)).toMatchObject({ type: 'task.created' });
    expect(new Webhook(oldSecret).verify(request!.body, headers)).toMatchObject({ type: 'task.created' });
  });

  it('sends a webhook.test event on request', async () => {
    const hook = await receiver();
    const { id, secret } = await register(owner.client, hook.url);
    const test = await owner.client.post(`/api/webhooks/${id}/test`);
    expect(test.status).toBe(200);
    const [request] = (await receivedCount(hook, 1)).value;
    expect(new Webhook(secret).verify(request!.body, request!.headers as Record<string, string>)).toMatchObject({
      id: test.body.deliveryId,
      type: 'webhook.test',
      data: { endpointId: id },
    });
  });

  it("names the product in the test event's message, a white-labelled workspace's own or none, never BizPilot", async () => {
    const labelled = await signUpOwner(api, 'Wendy');
    await upgradeLocally(labelled.client, 'elite');
    const testMessage = async (client: Teammate['client']) => {
      const hook = await receiver();
      const { id } = await register(client, hook.url);
      expect((await client.post(`/api/webhooks/${id}/test`)).status).toBe(200);
      const [request] = (await receivedCount(hook, 1)).value;
      return JSON.parse(request!.body).data.message as string;
    };
    expect(await testMessage(labelled.client)).toBe('This is a test event from BizPilot.');
    await labelled.client.put('/api/workspace/branding', { displayName: 'Northwind Bakery', hideBizPilotName: true });
    expect(await testMessage(labelled.client)).toBe('This is a test event from Northwind Bakery.');
    await labelled.client.put('/api/workspace/branding', { displayName: null });
    expect(await testMessage(labelled.client)).toBe('This is a test event.');
  });

  it('does not follow a redirect: the attempt fails and the redirect target gets nothing', async () => {
    const target = await receiver();
    const hook = await receiver();
    hook.answerNext({ status: 302, headers: { location: target.url } });
    const { id } = await register(owner.client, hook.url);
    await owner.client.post(`/api/webhooks/${id}/test`);
    const [delivery] = (
      await eventually(async () => {
        const items = await deliveries(id);
        return items[0]?.attempts.length ? items : undefined;
      })
    ).value;
    expect(delivery!.attempts[0]).toMatchObject({ statusCode: 302, error: expect.stringContaining('Redirects') });
    expect(target.received).toHaveLength(0);
  });

  /** A first attempt's queue message, as the fan-out sends it. */
  const firstAttempt = (endpointId: string, now = new Date()) => {
    const deliveryId = newId();
    const body = JSON.stringify({ id: deliveryId, type: 'task.created', createdAt: now.toISOString(), data: {} });
    return {
      workspaceId: owner.workspaceId,
      endpointId,
      deliveryId,
      attempt: 1,
      dueAt: now.toISOString(),
      first: { eventType: 'task.created', body, createdAt: now.toISOString() },
    };
  };

  it('sends a first attempt received twice in one batch once, reading the endpoint once for the batch', async () => {
    const hook = await receiver();
    const { id } = await register(owner.client, hook.url);
    const now = new Date();
    const message = firstAttempt(id, now);
    const tally = emptyTally();
    // SQS delivers at least once: the same message twice in one batch.
    const results = await withCapacityTally(tally, () => runAttempts([message, message], now));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(hook.received.map((r) => r.headers['webhook-id'])).toEqual([message.deliveryId]);
    const logged = await deliveries(id);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ id: message.deliveryId, status: 'succeeded', nextAttemptAt: null });
    expect(logged[0]!.attempts.map((a) => a.statusCode)).toEqual([204]);
    // One BatchGetItem for the endpoint; the claiming copy's put and its answer's update; the other copy's failed put
    // and its read of the delivery (which then waits for the claim, or finds the attempt logged).
    expect(tally.tableCalls).toBe(5);
  });

  it('logs the answers of a batch together, in one write', async () => {
    const hook = await receiver();
    const { id } = await register(owner.client, hook.url);
    const now = new Date();
    const messages = [firstAttempt(id, now), firstAttempt(id, now), firstAttempt(id, now)];
    const tally = emptyTally();
    const results = await withCapacityTally(tally, () => runAttempts(messages, now));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(hook.received.map((r) => r.headers['webhook-id']).sort()).toEqual(messages.map((m) => m.deliveryId).sort());
    const logged = await deliveries(id);
    expect(logged.map((d) => [d.status, d.attempts.map((a) => a.statusCode)])).toEqual([
      ['succeeded', [204]],
      ['succeeded', [204]],
      ['succeeded', [204]],
    ]);
    // One BatchGetItem for the endpoint, each delivery's claiming put, and one BatchWriteItem logging all three.
    expect(tally.tableCalls).toBe(5);
  });

  it('logs an answer whose claim is past half the cut-off by an update of its own, conditioned on the claim', async () => {
    const hook = await receiver();
    const { id } = await register(owner.client, hook.url);
    // Claimed more than half the cut-off ago by the time its answer is in: a copy may soon settle the claim, so the
    // answer is logged only while the claim is still the one it made.
    const claimedAt = new Date(Date.now() - CLAIM_CUT_OFF_MS / 2 - 1000);
    const message = firstAttempt(id, claimedAt);
    const tally = emptyTally();
    await withCapacityTally(tally, () => runAttempts([message], claimedAt));
    expect(hook.received).toHaveLength(1);
    expect((await deliveries(id))[0]).toMatchObject({ status: 'succeeded', nextAttemptAt: null });
    // The BatchGetItem, the claiming put and the conditional update (no batch write).
    expect(tally.tableCalls).toBe(3);
  });

  it('sends a first attempt received twice at the same moment, by two workers, once', async () => {
    const hook = await receiver();
    const { id } = await register(owner.client, hook.url);
    const now = new Date();
    const message = firstAttempt(id, now);
    const results = await Promise.all([runAttempts([message], now), runAttempts([message], now)]);
    expect(results.flat().map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(hook.received.map((r) => r.headers['webhook-id'])).toEqual([message.deliveryId]);
    const [logged] = await deliveries(id);
    expect(logged!.attempts.map((a) => a.statusCode)).toEqual([204]);
  });

  it('retries an attempt cut off between its claim and its log on the schedule, not twice at once', async () => {
    const hook = await receiver();
    const { id } = await register(owner.client, hook.url);
    // The worker that claimed the attempt died before logging it, longer ago than any worker lives: the delivery is
    // left pending with its claim.
    const claimedAt = new Date(Date.now() - CLAIM_CUT_OFF_MS - 1000);
    const message = firstAttempt(id, claimedAt);
    await webhookDeliveryEntity.create({
      workspaceId: owner.workspaceId,
      endpointId: id,
      id: message.deliveryId,
      eventId: message.deliveryId,
      eventType: 'task.created',
      body: message.first.body,
      status: 'pending',
      createdAt: claimedAt.toISOString(),
      nextAttemptAt: claimedAt.toISOString(),
      attempts: [],
      roundAttempts: 0,
      claimedAt: claimedAt.toISOString(),
      expiresAt: Math.floor(claimedAt.getTime() / 1000) + 3600,
    });
    // The message comes back while the claim is young: nothing is sent (its holder may be sending).
    await runAttempts([message], new Date(claimedAt.getTime() + 1000));
    expect(hook.received).toHaveLength(0);
    expect((await deliveries(id))[0]).toMatchObject({ status: 'pending', attempts: [] });
    // Checked back once the claim is older than any worker lives: logged as cut off, and retried 1 s later.
    await runAttempts([message]);
    await receivedCount(hook, 1);
    const { value: logged } = await eventually(async () => {
      const [delivery] = await deliveries(id);
      return delivery?.status === 'succeeded' ? delivery : undefined;
    });
    expect(logged.attempts.map((a) => [a.statusCode, a.error])).toEqual([
      [null, CUT_OFF_ERROR],
      [204, null],
    ]);
    expect(hook.received.map((r) => r.headers['webhook-id'])).toEqual([message.deliveryId]);
  });

  it('stops delivering to a deleted endpoint', async () => {
    const hook = await receiver();
    const { id } = await register(owner.client, hook.url);
    expect((await owner.client.delete(`/api/webhooks/${id}`)).status).toBe(204);
    const sentinel = await receiver();
    await register(owner.client, sentinel.url);
    const afterDelete = await createTask(owner.client, 'After delete');
    await receivedAbout(sentinel, afterDelete.id);
    expect(hook.received).toHaveLength(0);
    expect((await owner.client.get(`/api/webhooks/${id}/deliveries`)).status).toBe(404);
  });
});

describe('what the fan-out keeps of a workspace (endpoints and plan, read once for a burst of events)', () => {
  it('follows an endpoint registered or disabled just after an event, from the next event on', async () => {
    const changing = await signUpOwner(api, 'Chang');
    await upgradeLocally(changing.client, 'elite');
    const first = await receiver();
    const firstHook = await register(changing.client, first.url);
    const before = await createTask(changing.client, 'Before the change');
    await receivedAbout(first, before.id);

    const added = await receiver();
    await register(changing.client, added.url);
    const afterAdding = await createTask(changing.client, 'After adding');
    await receivedAbout(added, afterAdding.id);
    await receivedAbout(first, afterAdding.id);

    expect((await changing.client.patch(`/api/webhooks/${firstHook.id}`, { enabled: false })).status).toBe(200);
    const afterDisabling = await createTask(changing.client, 'After disabling');
    await receivedAbout(added, afterDisabling.id);
    expect(first.received).toHaveLength(2);
    // Not even a failed delivery is logged: none was started for the disabled endpoint.
    const logged = await eventually(async () => {
      const items = await deliveries(firstHook.id, changing.client);
      return items.every((d) => d.status !== 'pending') ? items : undefined;
    });
    expect(logged.value.map((d) => d.status)).toEqual(['succeeded', 'succeeded']);
  });

  it('starts no delivery once the plan lost webhooks, though the endpoints were read a moment before', async () => {
    const downgrading = await signUpOwner(api, 'Downey');
    await upgradeLocally(downgrading.client, 'elite');
    const hook = await receiver();
    await register(downgrading.client, hook.url);
    const task = await downgrading.client.create<Task>('/api/tasks', { title: 'Before the downgrade' });
    await receivedCount(hook, 1);
    const event = () => ({
      'detail-type': 'task_created',
      source: BUSINESS_EVENT_SOURCE,
      detail: taskChangedEvent('task_created', downgrading.workspaceId, task, newId(), downgrading.user.id),
    });
    expect(await fanOutBusEvent(event())).toMatchObject({ status: 'queued', deliveries: 1 });
    await receivedCount(hook, 2);

    expect((await downgrading.client.post('/api/subscription/update', { tier: 'pro' })).status).toBe(200);
    expect(await fanOutBusEvent(event())).toEqual({ status: 'ignored' });
  });
});

describe('two workspaces', () => {
  it('never see or receive each other’s webhooks', async () => {
    const other = await signUpOwner(api, 'Otto');
    await upgradeLocally(other.client, 'elite');
    const mine = await receiver();
    const theirs = await receiver();
    const myHook = await register(owner.client, mine.url);
    const theirHook = await register(other.client, theirs.url);

    await createTask(other.client, 'Their task');
    await receivedCount(theirs, 1);
    const myTask = await createTask(owner.client, 'My task');
    await receivedAbout(mine, myTask.id);
    expect(mine.received).toHaveLength(1);

    expect((await other.client.get('/api/webhooks')).body.map((w: { id: string }) => w.id)).toEqual([theirHook.id]);
    for (const [method, path] of [
      ['GET', `/api/webhooks/${myHook.id}/deliveries`],
      ['PATCH', `/api/webhooks/${myHook.id}`],
      ['POST', `/api/webhooks/${myHook.id}/rotate-secret`],
      ['POST', `/api/webhooks/${myHook.id}/test`],
      ['DELETE', `/api/webhooks/${myHook.id}`],
    ] as const) {
      const answer = await other.client.request(method, path, method === 'PATCH' ? { json: { enabled: false } } : {});
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
  });
});
