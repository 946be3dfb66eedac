import { describe, expect, it } from 'vitest';
import type { FakeDeal } from '../../../scripts/local/sandbox/providers/business-records';
import { startFakeProviders } from '../../../scripts/local/sandbox/providers/fake-provider-server';
import { hubspotFake } from '../../../scripts/local/sandbox/providers/hubspot';
import { eventually } from '../../../scripts/testing/eventually';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { syncSucceeded } from '../../../scripts/testing/integration-sync';
import { upgradeLocally } from '../../../scripts/testing/local-billing';
import { signUpTwoUsers, startTestApi, type TestUser } from '../../../scripts/testing/test-runtime';

/**
 * The `integration_item` trigger through the local runtime: a connected HubSpot (the provider fake on loopback) syncs
 * deals, and each deal seen for the first time after the first sync runs the automations watching deals, once; a deal
 * whose stage changes runs those watching deals in that stage, once for the change.
 */
const HUBSPOT_TOKEN = 'pat-na1-11112222-3333-4444-5555-666677778888';

const deal = (id: string, over: Partial<FakeDeal> = {}): FakeDeal => ({
  id,
  title: `Deal ${id}`,
  amountCents: 100_000,
  currency: 'USD',
  stage: 'open',
  closeDate: null,
  createdAt: '2026-02-01T09:00:00.000Z',
  updatedAt: '2026-02-01T09:00:00.000Z',
  ...over,
});

// At the file's top level, not in a hook: the runtime's start alone can take a minute on a loaded machine.
const fake = await startedForThisFile(
  startFakeProviders({ modules: [hubspotFake], credentials: { hubspot: { apiSecret: HUBSPOT_TOKEN } } }),
);
const api = await startedForThisFile(startTestApi());
const [alice, bob] = await signUpTwoUsers(api);
// Pro's 'All integrations': Starter connects Google Calendar only.
await Promise.all([upgradeLocally(alice.client, 'pro'), upgradeLocally(bob.client, 'pro')]);

async function connectHubSpot(user: TestUser): Promise<string> {
  const res = await user.client.post('/api/integrations', {
    provider: 'hubspot',
    authType: 'api_key',
    apiSecret: HUBSPOT_TOKEN,
    apiUrl: fake.url('hubspot'),
  });
  expect(res.status, res.text).toBe(201);
  // The first sync, queued on connect, reads the history: nothing in it is new.
  await syncSucceeded(user.client, res.body.id);
  return res.body.id;
}

const watching = (user: TestUser, name: string, triggerConfig: object, taskTitle: string) =>
  user.client.create('/api/automations', {
    name,
    triggerType: 'integration_item',
    triggerConfig,
    steps: [{ type: 'action', action: 'create_task', config: { taskTitle } }],
  });

const taskTitles = async (user: TestUser) =>
  ((await user.client.get('/api/tasks?limit=200')).body.items as { title: string }[]).map((t) => t.title).sort();
const runsOf = async (user: TestUser, id: string) =>
  (await user.client.get(`/api/automations/${id}/runs`)).body.items as any[];

describe('integration_item', () => {
  it('runs the automations watching a kind (and status) once for each item new since the first sync, and for each change of status', async () => {
    const data = fake.world.data('hubspot');
    data.deals = [deal('9001', { stage: 'won' })];
    const won = await watching(
      alice,
      'Kick off won deals',
      { dataType: 'deal', status: 'won' },
      'Kick off {{trigger.name}} ({{trigger.amount}}) from {{trigger.provider}}',
    );
    const anyDeal = await watching(alice, 'Every new deal', { dataType: 'deal' }, 'New deal {{trigger.name}}');
    const orders = await watching(alice, 'Every new order', { dataType: 'order' }, 'New order {{trigger.name}}');
    const lost = await watching(alice, 'Lost deals', { dataType: 'deal', status: 'lost' }, 'Lost {{trigger.name}}');
    const bobsDeals = await watching(bob, 'Bob’s deals', { dataType: 'deal' }, 'Bob: {{trigger.name}}');
    const hubspot = await connectHubSpot(alice);
    expect(await taskTitles(alice)).toEqual([]);

    data.deals.push(
      deal('9002', {
        title: 'Acme expansion',
        stage: 'won',
        amountCents: 1_250_000,
        updatedAt: '2026-02-09T10:00:00Z',
      }),
      deal('9003', { title: 'Beta pilot', updatedAt: '2026-02-09T10:00:00Z' }),
    );
    expect((await alice.client.post(`/api/integrations/${hubspot}/sync`)).body.message).toBe(
      'Synced 2 new and 0 updated items from HubSpot',
    );
    // The same deals again: nothing is new and nothing changed, so nothing runs for them.
    expect((await alice.client.post(`/api/integrations/${hubspot}/sync`)).body.message).toBe(
      'Synced 0 new and 0 updated items from HubSpot',
    );
    // Beta pilot is won now, and the deal from before the first sync is lost: each runs those watching that stage,
    // not those watching for new deals.
    Object.assign(data.deals[2]!, { stage: 'won', updatedAt: '2026-02-10T10:00:00Z' });
    Object.assign(data.deals[0]!, { stage: 'lost', updatedAt: '2026-02-10T10:00:00Z' });
    expect((await alice.client.post(`/api/integrations/${hubspot}/sync`)).body.message).toBe(
      'Synced 0 new and 2 updated items from HubSpot',
    );
    // Changed again but still in the same stage (a new amount): not a change of stage, so nothing runs.
    Object.assign(data.deals[0]!, { amountCents: 90_000, updatedAt: '2026-02-10T12:00:00Z' });
    expect((await alice.client.post(`/api/integrations/${hubspot}/sync`)).body.message).toBe(
      'Synced 0 new and 1 updated items from HubSpot',
    );
    // A later new deal: once its task is there, whatever the syncs before it raised has been run.
    data.deals.push(deal('9004', { title: 'Marker', updatedAt: '2026-02-11T10:00:00Z' }));
    await alice.client.post(`/api/integrations/${hubspot}/sync`);
    await eventually(async () => ((await taskTitles(alice)).includes('New deal Marker') ? true : undefined));
    await eventually(async () => {
      const runs = [won, anyDeal, lost].map((a) => runsOf(alice, a.id));
      const all = (await Promise.all(runs)).flat();
      return all.length === 6 && all.every((r) => r.status === 'succeeded') ? all : undefined;
    });

    expect(await taskTitles(alice)).toEqual([
      'Kick off Acme expansion ($12,500.00) from HubSpot',
      'Kick off Beta pilot ($1,000.00) from HubSpot',
      'Lost Deal 9001',
      'New deal Acme expansion',
      'New deal Beta pilot',
      'New deal Marker',
    ]);
    expect((await runsOf(alice, lost.id)).map((r) => r.eventSummary)).toEqual(['HubSpot deal now lost: Deal 9001']);
    // The two runs come from one sync's events, handled side by side: which one the list shows first is not the point.
    expect((await runsOf(alice, won.id)).map((r) => [r.trigger, r.eventSummary]).sort()).toEqual([
      ['integration_item', 'HubSpot deal now won: Beta pilot'],
      ['integration_item', 'New deal from HubSpot: Acme expansion'],
    ]);
    expect(await runsOf(alice, orders.id)).toEqual([]);
    expect(await runsOf(bob, bobsDeals.id)).toEqual([]);
    expect(await taskTitles(bob)).toEqual([]);
    // Six syncs through the local runtime, each waited on by events: minutes on a loaded machine, not a quiet one's 30 s.
  }, 300_000);
});
