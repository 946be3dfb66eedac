import { describe, expect, it } from 'vitest';
import { send } from '../../scripts/testing/chat-fixtures';
import { startedForThisFile } from '../../scripts/testing/for-this-file';
import { upgradeLocally } from '../../scripts/testing/local-billing';
import { unitsOf } from '../../scripts/testing/request-units';
import { signUpUser, startTestApi } from '../../scripts/testing/test-runtime';

delete process.env.OPENAI_API_KEY;
// Every request reads its session, so each one's units do not depend on how long ago the last one ran.
process.env.SESSION_CACHE_SECONDS = '0';
const api = await startedForThisFile(startTestApi());

/** The read units of the one request `fn` makes. */
const readUnitsOf = async (fn: () => Promise<{ status: number }>) => (await unitsOf(fn)).readUnits;

// Issue 36: what these routes read, held where the cost bench measured them, so a change that adds a read shows here.
describe('the reads of the routes issue 36 made cheaper', () => {
  it('a chat question reads the workspace once, at the AI gate, and answers as before', async () => {
    const owner = await signUpUser(api);
    await upgradeLocally(owner.client, 'elite');
    const question = 'What was my revenue last month?';
    const first = (await send(owner, question)).body.assistantMessage;
    let second: { content: string } | undefined;
    const units = await readUnitsOf(async () => {
      const res = await send(owner, question);
      second = res.body.assistantMessage;
      return res;
    });
    expect(second?.content).toBe(first.content);
    // The session (0.5), the member (1, consistent), the workspace at the gate (0.5), the AI guidance (0.5, Elite),
    // the month's rollups. Each service read the workspace itself before: 6.5 RU.
    expect(units).toBeLessThanOrEqual(4.5);
  });

  it('a page of one status reads its tasks by size, and a delete reads nothing before it', async () => {
    const owner = await signUpUser(api);
    const ids: string[] = [];
    for (let i = 0; i < 24; i++) {
      const status = i % 4 === 0 ? 'completed' : 'pending';
      ids.push((await owner.client.post('/api/tasks', { title: `Task ${i}`, status })).body.id);
    }
    let page: { items: Array<{ id: string; status: string }> } | undefined;
    const units = await readUnitsOf(async () => {
      const res = await owner.client.get('/api/tasks?status=pending&limit=50');
      page = res.body;
      return res;
    });
    expect(page?.items.map((t) => t.id)).toEqual(ids.filter((_, i) => i % 4 !== 0).reverse());
    // The 18 tasks read by key were 9 RU alone, 12.5 with the rest of the request.
    expect(units).toBeLessThanOrEqual(5);

    const deleted = await readUnitsOf(() => owner.client.delete(`/api/tasks/${ids[1]}`));
    // The session (0.5), the member (1) and the zone for the rollups (0.5); reading the task first added 1.
    expect(deleted).toBeLessThanOrEqual(2);
    const after = (await owner.client.get('/api/tasks?status=pending&limit=50')).body;
    expect(after.items).toHaveLength(17);
    expect(after.counts).toMatchObject({ pending: 17, completed: 6 });
  });

  it("a script's task create takes the plan and zone from the workspace its key's plan gate read", async () => {
    const owner = await signUpUser(api);
    await upgradeLocally(owner.client, 'elite');
    const key = (await owner.client.post('/api/api-keys', { name: 'Reads', scopes: ['tasks:write'] })).body.key;
    const bearer = { headers: { authorization: `Bearer ${key}` } };
    const create = (title: string) => () => owner.client.request('POST', '/api/tasks', { json: { title }, ...bearer });
    await create('Warm up')();
    const units = await readUnitsOf(create('From a script'));
    // The key (1), its creator's member (1), the plan gate's workspace (0.5) and what the task's events run inline;
    // the create read the workspace again, consistently, before (+1).
    expect(units).toBeLessThanOrEqual(4.5);
    const listed = (await owner.client.get('/api/tasks?limit=50')).body;
    expect(listed.items.map((t: { title: string }) => t.title)).toEqual(['From a script', 'Warm up']);
    expect(listed.counts).toMatchObject({ pending: 2 });
  });

  it('the financial analysis reads no AI settings when no model is configured, and answers from the built-in analyst', async () => {
    const owner = await signUpUser(api);
    await upgradeLocally(owner.client, 'elite');
    let analyst: unknown;
    const units = await readUnitsOf(async () => {
      const res = await owner.client.get('/api/financial/analysis');
      analyst = res.body.analyst;
      return res;
    });
    expect(analyst).toEqual({ source: 'built-in', model: null });
    // The session (0.5), the member (1), the day totals, the accounts and the newest transaction day (0.5 each, empty).
    // The workspace and its AI guidance were read too, for a model there was none of (+1).
    expect(units).toBeLessThanOrEqual(3);
  });
});
