import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakePerson } from '../../../scripts/local/sandbox/providers/business-records';
import { fakeProviderModules } from '../../../scripts/local/sandbox/providers/fake-provider-modules';
import {
  FAKE_OAUTH_CLIENT,
  type FakeProviders,
  startFakeProviders,
} from '../../../scripts/local/sandbox/providers/fake-provider-server';
import { eventually } from '../../../scripts/testing/eventually';
import { startedForThisTest } from '../../../scripts/testing/for-this-file';
import { upgradeLocally } from '../../../scripts/testing/local-billing';
import {
  signUpTwoUsers,
  signUpUser,
  startTestApi,
  type TestApi,
  type TestUser,
} from '../../../scripts/testing/test-runtime';
import { workspacePartition } from '../../../scripts/testing/workspace-partition';
import { userEntity } from '../../data/auth/users';
import { integrationEntity } from '../../data/integrations/integrations';
import { recomputeKpiRollups } from '../../services/kpi/kpi-recompute';

/**
 * The integrations API against the real local runtime, its connectors talking to provider fakes on loopback (the
 * local URL policy allows that, as it does the sandbox).
 */
let api: TestApi;
let fake: FakeProviders;
let alice: TestUser;
let bob: TestUser;

const HUBSPOT_TOKEN = 'pat-na1-11112222-3333-4444-5555-666677778888';
const STRIPE_KEY = 'rk_test_51Pq3kT2eZvKYlo2CabcdefXYZ9876';

const person = (id: string, over: Partial<FakePerson> = {}): FakePerson => ({
  id,
  firstName: 'Jane',
  lastName: `Lead${id}`,
  email: `jane${id}@brightside.example`,
  phone: null,
  company: 'Brightside Dental',
  source: 'Web form',
  stage: 'lead',
  createdAt: `2026-02-0${Number(id) % 9 || 1}T09:00:00.000Z`,
  updatedAt: `2026-02-0${Number(id) % 9 || 1}T09:00:00.000Z`,
  ...over,
});

beforeAll(async () => {
  fake = await startFakeProviders({
    modules: Object.values(fakeProviderModules),
    credentials: { hubspot: { apiSecret: HUBSPOT_TOKEN }, stripe_data: { apiKey: STRIPE_KEY } },
  });
  process.env.SALESFORCE_CLIENT_ID = FAKE_OAUTH_CLIENT.clientId;
  process.env.SALESFORCE_CLIENT_SECRET = FAKE_OAUTH_CLIENT.clientSecret;
  process.env.INTEGRATION_OAUTH_BASE_URL = `${fake.origin}/oauth`;
  api = await startTestApi();
  [alice, bob] = await signUpTwoUsers(api);
  // Pro's 'All integrations': Starter connects Google Calendar only (its own test below).
  await Promise.all([upgradeLocally(alice.client, 'pro'), upgradeLocally(bob.client, 'pro')]);
});

afterAll(async () => {
  await api?.stop();
  await fake?.stop();
  for (const name of ['SALESFORCE_CLIENT_ID', 'SALESFORCE_CLIENT_SECRET', 'INTEGRATION_OAUTH_BASE_URL']) {
    delete process.env[name];
  }
});

/** POST /api/integrations for Stripe with the fake's key and URL; `over` changes or drops (undefined) a field. */
function postStripe(user: TestUser, over: Record<string, unknown> = {}) {
  return user.client.post('/api/integrations', {
    provider: 'stripe_data',
    authType: 'api_key',
    apiKey: STRIPE_KEY,
    apiUrl: fake.url('stripe_data'),
    ...over,
  });
}

async function connectHubSpot(user: TestUser) {
  const res = await user.client.post('/api/integrations', {
    provider: 'hubspot',
    name: 'Sales CRM',
    authType: 'api_key',
    apiSecret: HUBSPOT_TOKEN,
    apiUrl: fake.url('hubspot'),
  });
  expect(res.status, res.text).toBe(201);
  await settled(user, res.body.id);
  return res.body;
}

/** Waits until the integration's automatic first sync (queued on connect) has finished. */
async function settled(user: TestUser, id: string) {
  const { value } = await eventually(async () => {
    const list = await user.client.get('/api/integrations');
    const found = list.body.find((x: { id: string }) => x.id === id);
    if (!found) return { missing: true };
    return ['pending', 'syncing'].includes(found.syncStatus) ? undefined : { found };
  });
  return 'found' in value ? value.found : undefined;
}

/**
 * A provider's address that holds every request until `release()`, then passes them (and all later ones) on to
 * `target`: a sync caught in flight. `firstArrived` settles when the first request is held.
 */
async function holdingGate(target: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const firstArrived = new Promise<void>((resolve) => (arrived = resolve));
  let received = 0;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    received += 1;
    arrived();
    await released;
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)),
    ) as Record<string, string>;
    const answer = await fetch(`${target}${req.url}`, {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    firstArrived,
    get received() {
      return received;
    },
    release,
    stop: () => {
      release();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      return closed;
    },
  };
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The user's workspace partition as stored. */
async function workspaceItems(user: TestUser) {
  const { workspaceId } = (await userEntity.get({ id: user.user.id }))!;
  return workspacePartition(workspaceId);
}

async function remove(user: TestUser, id: string) {
  expect((await user.client.delete(`/api/integrations/${id}`)).status).toBe(204);
}

describe('connect rules (§5)', () => {
  it('refuses a provider outside the catalogue, the wrong auth type and a missing key, naming each', async () => {
    const post = (body: object) => alice.client.post('/api/integrations', body);
    const unknown = await post({ provider: 'myspace', authType: 'api_key', apiKey: 'k' });
    expect([unknown.status, unknown.body.message]).toEqual([400, 'Validation error: Unknown provider "myspace"']);
    const wrongAuth = await post({ provider: 'stripe_data', authType: 'oauth2', apiKey: STRIPE_KEY });
    expect(wrongAuth.body.message).toBe('Validation error: Stripe connects with an API key, not OAuth');
    const noKey = await post({ provider: 'stripe_data', authType: 'api_key' });
    expect([noKey.status, noKey.body.message]).toEqual([400, 'Validation error: Secret or restricted key is required']);
    const noStore = await post({ provider: 'shopify', authType: 'api_key', apiKey: 'shpat_0123456789abcdef' });
    expect(noStore.body.message).toBe('Validation error: Store URL is required');
  });

  it("builds a missing API URL from the provider's default, and allows one connection per provider", async () => {
    const first = await postStripe(alice, { apiUrl: undefined });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ apiUrl: 'https://api.stripe.com', name: 'Stripe', apiKeyHint: '…9876' });
    const second = await postStripe(alice);
    expect([second.status, second.body.message]).toEqual([
      409,
      'Stripe is already connected; remove it first to connect it again',
    ]);
    await remove(alice, first.body.id);
  });

  it('refuses an API URL in a private network even locally', async () => {
    const res = await postStripe(alice, { apiUrl: 'http://10.0.0.5/stripe' });
    expect([res.status, res.body.message]).toEqual([
      400,
      'Validation error: The API URL must point to a public address; 10.0.0.5 is 10.0.0.5 (private)',
    ]);
  });
});

describe('secrets', () => {
  it('never answers a key or secret, and stores none in plaintext', async () => {
    const created = await postStripe(alice);
    const hubspot = await connectHubSpot(alice);
    const answers = [created.text, (await alice.client.get('/api/integrations')).text];
    for (const text of answers) {
      expect(text).not.toContain(STRIPE_KEY);
      expect(text).not.toContain(HUBSPOT_TOKEN);
    }
    const stored = JSON.stringify(await workspaceItems(alice));
    expect(stored).toContain('"sealedCredentials":"v1.local.');
    expect(stored).not.toContain(STRIPE_KEY);
    expect(stored).not.toContain(HUBSPOT_TOKEN);
    expect(stored).not.toContain(STRIPE_KEY.slice(0, 20));
    await remove(alice, created.body.id);
    await remove(alice, hubspot.id);
  });
});

describe('test', () => {
  it("answers the provider's verdict, never a 5xx", async () => {
    const good = await postStripe(alice);
    expect((await alice.client.post(`/api/integrations/${good.body.id}/test`)).body).toEqual({
      isConnected: true,
      message: 'Connected to Stripe (test mode)',
    });
    fake.setCredentials('stripe_data', { apiKey: 'sk_rotated_by_the_owner_000' });
    const rejected = await alice.client.post(`/api/integrations/${good.body.id}/test`);
    expect(rejected.status).toBe(200);
    expect(rejected.body.isConnected).toBe(false);
    expect(rejected.body.message).toMatch(/^Stripe rejected the credentials: Invalid API Key provided: rk_test_/);
    expect(rejected.text).not.toContain(STRIPE_KEY);
    fake.setCredentials('stripe_data', { apiKey: STRIPE_KEY });
    await remove(alice, good.body.id);

    const port = await closedPort();
    const closed = await postStripe(alice, { apiUrl: `http://127.0.0.1:${port}/stripe` });
    const unreachable = await alice.client.post(`/api/integrations/${closed.body.id}/test`);
    expect(unreachable.body).toEqual({
      isConnected: false,
      message: `Could not reach Stripe: connect ECONNREFUSED 127.0.0.1:${port}`,
    });
    await remove(alice, closed.body.id);
  });
});

describe('sync and synced data', () => {
  it('syncs a provider, shows its items newest first in dollars with per-type totals, and re-syncs to nothing new', async () => {
    const data = fake.world.data('hubspot');
    data.persons = [person('101'), person('102'), person('103')];
    data.deals = [
      {
        id: '9001',
        title: 'Annual plan',
        amountCents: 1_250_050,
        currency: 'USD',
        stage: 'won',
        closeDate: '2026-02-05',
        createdAt: '2026-02-01T00:00:00.000Z',
        updatedAt: '2026-02-05T00:00:00.000Z',
      },
    ];
    const hubspot = await connectHubSpot(alice);
    expect(hubspot).toMatchObject({ itemCount: 0 });
    const listed = (await alice.client.get('/api/integrations')).body[0];
    expect(listed).toMatchObject({ syncStatus: 'success', itemCount: 4, lastError: null });
    expect(listed.lastSuccessAt).toBe(listed.lastSyncAt);

    const page = await alice.client.get('/api/integrations/data');
    expect(page.body.items.map((i: { name: string }) => i.name)).toEqual([
      'Annual plan',
      'Jane Lead103',
      'Jane Lead102',
      'Jane Lead101',
    ]);
    expect(page.body.items[0]).toMatchObject({ dataType: 'deal', value: 12500.5, status: 'won', provider: 'hubspot' });
    expect(page.body.cursor).toBeNull();
    expect(page.body.nextCursor).toBeNull();
    expect((await alice.client.get('/api/integrations/data/summary')).body).toEqual([
      { dataType: 'lead', count: 3, totalValue: 0, revenue: 0 },
      { dataType: 'deal', count: 1, totalValue: 12500.5, revenue: 0 },
    ]);

    const again = await alice.client.post(`/api/integrations/${hubspot.id}/sync`);
    expect(again.body).toEqual({ message: 'Synced 0 new and 0 updated items from HubSpot' });
    data.persons.push(person('104', { createdAt: '2026-02-08T09:00:00.000Z', updatedAt: '2026-02-08T09:00:00.000Z' }));
    data.deals[0]!.stage = 'lost';
    data.deals[0]!.updatedAt = '2026-02-09T00:00:00.000Z';
    const changed = await alice.client.post(`/api/integrations/${hubspot.id}/sync`);
    expect(changed.body).toEqual({ message: 'Synced 1 new and 1 updated items from HubSpot' });

    const first = await alice.client.get('/api/integrations/data?limit=2');
    expect(first.body.items).toHaveLength(2);
    const second = await alice.client.get(`/api/integrations/data?limit=2&cursor=${first.body.cursor}`);
    expect(first.body.nextCursor).toBe(first.body.cursor);
    expect(second.body.items).toHaveLength(2);
    expect((await alice.client.get('/api/integrations/data?limit=201')).status).toBe(400);
    expect((await bob.client.get(`/api/integrations/data?limit=2&cursor=${first.body.cursor}`)).status).toBe(400);
    await remove(alice, hubspot.id);
  });

  it('answers a failed sync with a 502 naming the cause, records it, and keeps what was synced', async () => {
    Object.assign(fake.world.data('hubspot'), { persons: [person('201'), person('202')], deals: [] });
    const hubspot = await connectHubSpot(alice);
    fake.setCredentials('hubspot', { apiSecret: 'pat-rotated-0000' });
    const failed = await alice.client.post(`/api/integrations/${hubspot.id}/sync`);
    expect(failed.status).toBe(502);
    expect(failed.body.message).toMatch(/^HubSpot rejected the credentials: Authentication credentials not found/);
    const listed = (await alice.client.get('/api/integrations')).body[0];
    expect(listed).toMatchObject({
      syncStatus: 'failed',
      lastErrorKind: 'auth_rejected',
      lastError: failed.body.message,
      itemCount: 2,
    });
    expect((await alice.client.get('/api/integrations/data')).body.items).toHaveLength(2);
    fake.setCredentials('hubspot', { apiSecret: HUBSPOT_TOKEN });
    await remove(alice, hubspot.id);
  });

  it("joins the first sync when Sync is pressed right after connecting: 202 with that sync's progress, not 409", async () => {
    Object.assign(fake.world.data('hubspot'), { persons: [person('401'), person('402'), person('403')], deals: [] });
    const gate = await startedForThisTest(holdingGate(fake.url('hubspot')));
    const connected = await alice.client.post('/api/integrations', {
      provider: 'hubspot',
      authType: 'api_key',
      apiSecret: HUBSPOT_TOKEN,
      apiUrl: gate.url,
    });
    expect(connected.status, connected.text).toBe(201);
    // The first sync (queued on connect) holds the lease and waits at the provider.
    await gate.firstArrived;

    const pressed = await alice.client.post(`/api/integrations/${connected.body.id}/sync`);
    expect(pressed.status).toBe(202);
    expect(pressed.body).toEqual({
      message: 'HubSpot is syncing now (0 items so far); the result shows here when it finishes',
      running: true,
    });
    // Joined, not started again: the provider still sees only the first sync's request.
    expect(gate.received).toBe(1);
    expect((await alice.client.get('/api/integrations')).body[0]).toMatchObject({ syncStatus: 'syncing' });

    gate.release();
    expect(await settled(alice, connected.body.id)).toMatchObject({ syncStatus: 'success', itemCount: 3 });
    await remove(alice, connected.body.id);
  });

  it('removes the connection with its items and counts, and lets the provider be connected again', async () => {
    fake.world.data('hubspot').persons = [person('301'), person('302')];
    const hubspot = await connectHubSpot(alice);
    await remove(alice, hubspot.id);
    expect((await alice.client.get('/api/integrations')).body).toEqual([]);
    expect((await alice.client.get('/api/integrations/data')).body.items).toEqual([]);
    expect((await alice.client.get('/api/integrations/data/summary')).body).toEqual([]);
    const left = (await workspaceItems(alice)).filter((item) => /^INT/.test(String(item.sk)));
    expect(left).toEqual([]);
    const again = await connectHubSpot(alice);
    await remove(alice, again.id);
  });
});

describe('the dashboard', () => {
  it("counts synced leads in the dashboard's figures, keeps them through a recompute, and drops them with the connection", async () => {
    const leads = async () => (await alice.client.get('/api/kpi/stats')).body.leads.current as number;
    const now = new Date().toISOString();
    Object.assign(fake.world.data('hubspot'), {
      persons: [person('501', { createdAt: now, updatedAt: now }), person('502', { createdAt: now, updatedAt: now })],
      deals: [],
    });
    const before = await leads();
    const hubspot = await connectHubSpot(alice);
    expect(await leads()).toBe(before + 2);

    const { workspaceId } = (await userEntity.get({ id: alice.user.id }))!;
    await recomputeKpiRollups(workspaceId);
    expect(await leads()).toBe(before + 2);

    await remove(alice, hubspot.id);
    expect(await leads()).toBe(before);
  });
});

describe('two workspaces', () => {
  it("never lets one workspace read, test, sync or remove another's integration", async () => {
    fake.world.data('hubspot').persons = [person('401')];
    const hubspot = await connectHubSpot(alice);
    expect((await bob.client.get('/api/integrations')).body).toEqual([]);
    expect((await bob.client.get('/api/integrations/data')).body.items).toEqual([]);
    expect((await bob.client.get('/api/integrations/data/summary')).body).toEqual([]);
    for (const [method, path] of [
      ['POST', `/api/integrations/${hubspot.id}/test`],
      ['POST', `/api/integrations/${hubspot.id}/sync`],
      ['DELETE', `/api/integrations/${hubspot.id}`],
    ] as const) {
      const res = await bob.client.request(method, path);
      expect([res.status, res.body.message], `${method} ${path}`).toEqual([404, 'Integration not found']);
    }
    expect((await alice.client.get('/api/integrations')).body).toHaveLength(1);
    await remove(alice, hubspot.id);
  });
});

describe('automations fed by integrations', () => {
  it('runs a new_lead automation once for a lead that arrives after the first sync, and records the note in the CRM', async () => {
    const data = fake.world.data('hubspot');
    data.persons = [person('501')];
    data.notes = [];
    const task = await alice.client.post('/api/automations', {
      name: 'Call new leads',
      triggerType: 'new_lead',
      actionType: 'create_task',
    });
    const note = await alice.client.post('/api/automations', {
      name: 'Log new leads',
      triggerType: 'new_lead',
      actionType: 'update_crm',
    });
    const hubspot = await connectHubSpot(alice);
    const tasksBefore = (await alice.client.get('/api/tasks?limit=200')).body.items.length;
    expect(tasksBefore).toBe(0);

    data.persons.push(person('502', { updatedAt: '2026-02-09T10:00:00.000Z' }));
    await alice.client.post(`/api/integrations/${hubspot.id}/sync`);
    await alice.client.post(`/api/integrations/${hubspot.id}/sync`);
    const { value: tasks } = await eventually(async () => {
      const tasks: { title: string }[] = (await alice.client.get('/api/tasks?limit=200')).body.items;
      return tasks.length && data.notes.length ? tasks : undefined;
    });
    expect(tasks.map((t) => t.title)).toEqual(['Follow up: New lead: Jane Lead502']);
    expect(data.notes).toEqual([
      expect.objectContaining({
        personId: '502',
        text: 'New lead Jane Lead502 (jane502@brightside.example) from Web form.',
      }),
    ]);
    await alice.client.delete(`/api/automations/${task.body.id}`);
    await alice.client.delete(`/api/automations/${note.body.id}`);
    await remove(alice, hubspot.id);
  });
});

/** 'Use sandbox': a connection to the local app's provider world, no credentials typed. */
const connectSandbox = (user: TestUser, provider: string, authType = 'api_key') =>
  user.client.post('/api/integrations', { provider, authType, sandbox: true });

describe('the plan', () => {
  it('refuses Starter every app but Google Calendar with a 402 that names the plan, and lets Pro connect it', async () => {
    const starter = await signUpUser(api);
    const crm = await connectSandbox(starter, 'hubspot');
    expect(crm.status).toBe(402);
    expect(crm.body).toEqual({
      code: 'plan_limit',
      message:
        'HubSpot is part of the Pro plan; this workspace is on Starter, which connects Google Calendar. Upgrade to Pro to connect HubSpot.',
    });
    const oauth = await starter.client.get('/api/integrations/oauth/salesforce/start');
    expect(oauth.status).toBe(402);
    const calendar = await connectSandbox(starter, 'google_calendar', 'oauth2');
    expect(calendar.status, calendar.text).toBe(201);
    expect((await starter.client.get('/api/integrations')).body.map((i: { provider: string }) => i.provider)).toEqual([
      'google_calendar',
    ]);
    await upgradeLocally(starter.client, 'pro');
    const crmOnPro = await connectSandbox(starter, 'hubspot');
    expect(crmOnPro.status, crmOnPro.text).toBe(201);
  });
});

describe('sandbox and OAuth', () => {
  it("connects to the local sandbox with 'Use sandbox' and syncs its generated business", async () => {
    const options = await alice.client.get('/api/integrations/connect-options');
    expect(options.body).toEqual({ sandbox: true, oauthProviders: ['salesforce'] });
    const shop = await connectSandbox(alice, 'shopify');
    expect(shop.status).toBe(201);
    expect(shop.body).toMatchObject({
      sandbox: true,
      apiUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/shopify$/),
    });
    const done = await settled(alice, shop.body.id);
    expect(done).toMatchObject({ syncStatus: 'success' });
    expect(done.itemCount).toBeGreaterThan(0);
    await remove(alice, shop.body.id);
  });

  it('keeps a sandbox connection working after a restart moved the sandbox to another port', async () => {
    const crm = await connectSandbox(alice, 'hubspot');
    expect(crm.status).toBe(201);
    await settled(alice, crm.body.id);
    // The local app starts its sandbox on a free port each time: the stored URL names the previous run's.
    const { workspaceId } = (await userEntity.get({ id: alice.user.id }))!;
    await integrationEntity.update({ workspaceId, id: crm.body.id }, { apiUrl: 'http://127.0.0.1:9/hubspot' });
    const tested = await alice.client.post(`/api/integrations/${crm.body.id}/test`);
    expect(tested.body).toMatchObject({ isConnected: true });
    expect((await alice.client.post(`/api/integrations/${crm.body.id}/sync`)).status).toBeLessThan(300);
    expect(await settled(alice, crm.body.id)).toMatchObject({ syncStatus: 'success' });
    await remove(alice, crm.body.id);
  });

  it('connects by OAuth: consent at the provider, back to /integrations, tokens sealed, state used once', async () => {
    const start = await alice.client.get('/api/integrations/oauth/salesforce/start?name=Sales%20Cloud');
    expect(start.status).toBe(302);
    const consent = new URL(start.headers.get('location')!);
    expect(consent.origin + consent.pathname).toBe(`${fake.origin}/oauth/salesforce/authorize`);
    expect(consent.searchParams.get('code_challenge_method')).toBe('S256');
    const back = new URL((await fetch(consent, { redirect: 'manual' })).headers.get('location')!);
    const callback = `${back.pathname}${back.search}`;

    // Another workspace cannot finish it: the state lives in the workspace that started it.
    const stolen = await bob.client.get(callback);
    expect(stolen.headers.get('location')).toMatch(/^\/integrations\?oauthError=/);

    const done = await alice.client.get(callback);
    expect(done.headers.get('location')).toBe('/integrations?connected=salesforce');
    const [salesforce] = (await alice.client.get('/api/integrations')).body;
    expect(salesforce).toMatchObject({
      provider: 'salesforce',
      name: 'Sales Cloud',
      apiUrl: `${fake.origin}/salesforce`,
    });
    expect((await alice.client.post(`/api/integrations/${salesforce.id}/test`)).body.isConnected).toBe(true);
    expect((await alice.client.get(callback)).headers.get('location')).toMatch(/oauthError=/);
    await settled(alice, salesforce.id);
    await remove(alice, salesforce.id);
  });
});
