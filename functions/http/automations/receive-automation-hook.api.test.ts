import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../scripts/testing/api-client';
import { runsOf, runsOnceNewest } from '../../../scripts/testing/automation-api';
import { eventually } from '../../../scripts/testing/eventually';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { signUpTwoUsers, startTestApi } from '../../../scripts/testing/test-runtime';

const api = await startedForThisFile(startTestApi());
const [alice, bob] = await signUpTwoUsers(api);
/** Whoever posts to a hook: a provider with no session. */
const outsider = new ApiClient(alice.client.baseUrl);

const hookAutomation = (title: string, client = alice.client) =>
  client.create('/api/automations', {
    name: `Hook ${title}`,
    triggerType: 'webhook_received',
    steps: [{ type: 'action', action: 'create_task', config: { taskTitle: title } }],
  });
const pathOf = (hookUrl: string) => new URL(hookUrl).pathname;
const taskTitles = async (client = alice.client) =>
  ((await client.get('/api/tasks')).body.items as any[]).map((t) => t.title);

describe('POST /api/hooks/{automationId}/{token} (webhook_received)', () => {
  it("answers 202 and runs the automation with the posted JSON as trigger.body; only this automation's URL", async () => {
    const created = await hookAutomation('Order {{trigger.body.orderId}} from {{trigger.body.customer.name}}');
    expect(created.hookUrl).toMatch(new RegExp(`/api/hooks/${created.id}/[\\w-]+\\.[\\w-]{40,}$`));
    // The URL stays the same when read again, and is answered by the list too.
    expect((await alice.client.get(`/api/automations/${created.id}`)).body.hookUrl).toBe(created.hookUrl);
    const other = await hookAutomation('Other hook');

    const res = await outsider.post(pathOf(created.hookUrl), { orderId: 1001, customer: { name: 'Ada' } });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ accepted: true, runId: null });
    // The run is marked succeeded after its task is made: wait for the run, then look at what it made.
    const [run] = await runsOnceNewest(alice.client, created.id, 'succeeded');
    expect(run).toMatchObject({ trigger: 'webhook_received' });
    expect(await taskTitles()).toContain('Order 1001 from Ada');
    expect(await taskTitles()).not.toContain('Other hook');
    expect(await runsOf(alice.client, other.id)).toEqual([]);
  });

  it('a wrong token, another automation, or another workspace reading it: 404 alike; nothing runs', async () => {
    const created = await hookAutomation('Never');
    const path = pathOf(created.hookUrl);
    const token = path.split('/').pop()!;
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const p of [`/api/hooks/${created.id}/${wrong}`, `/api/hooks/NOPE/${token}`, `/api/hooks/${created.id}/x`]) {
      const res = await outsider.post(p, { a: 1 });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'not_found', message: 'Automation not found' });
    }
    expect((await bob.client.get(`/api/automations/${created.id}`)).status).toBe(404);
    // Another trigger has no URL.
    const plain = await alice.client.create('/api/automations', {
      name: 'No hook',
      triggerType: 'task_completed',
      actionType: 'create_task',
    });
    expect(plain.hookUrl).toBeUndefined();
    expect((await alice.client.get(`/api/automations/${created.id}/runs`)).body.items).toEqual([]);
  });

  it('accepts one JSON object up to 256 KB; a switched-off automation answers 409', async () => {
    const created = await hookAutomation('Sized');
    const path = pathOf(created.hookUrl);
    const notAnObject = await outsider.post(path, [1, 2]);
    expect(notAnObject.status).toBe(400);
    const tooBig = await outsider.post(path, { blob: 'x'.repeat(256 * 1024) });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.code).toBe('payload_too_large');
    await alice.client.patch(`/api/automations/${created.id}`, { isActive: false });
    const off = await outsider.post(path, { a: 1 });
    expect(off.status).toBe(409);
    expect(off.body.message).toMatch(/switched off/);
  });

  it("a run posting to its own automation's hook does not fire it again (the chain rule)", async () => {
    // In Bob's workspace: Alice's holds as many automations as her plan allows by now.
    const created = await hookAutomation('Chained', bob.client);
    const res = await outsider.post(pathOf(created.hookUrl), { a: 1 }, { 'bizpilot-automation-chain': created.id });
    expect(res.status).toBe(202);
    const { value: runs } = await eventually(async () => {
      const items = (await bob.client.get(`/api/automations/${created.id}/runs`)).body.items as any[];
      return items.length ? items : undefined;
    });
    expect(runs[0].status).toBe('skipped');
    expect(await taskTitles(bob.client)).not.toContain('Chained');
  });
});
