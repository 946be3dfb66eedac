import type { AuditEntry } from '@shared/schemas/audit';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakePlaid } from '../../../scripts/testing/fakes/fake-plaid';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { upgradeLocally } from '../../../scripts/testing/local-billing';
import { signUpTwoUsers, signUpUser, startTestApi, type TestUser } from '../../../scripts/testing/test-runtime';
import { workspacePartition } from '../../../scripts/testing/workspace-partition';
import { userEntity } from '../../data/auth/users';
import { fanOutSyncTargets } from '../../services/integrations/sync-fan-out';

/**
 * Linking a bank with Plaid end to end: the real routes, the real `plaid` SDK and the hourly sync against the fake
 * Plaid, which plays the user's part in Hosted Link (`completeLink`, `exitLink`) and the bank's (transactions added,
 * modified, removed).
 */
const fake = await startedForThisFile(startFakePlaid());
Object.assign(process.env, { PLAID_CLIENT_ID: fake.clientId, PLAID_SECRET: fake.secret, PLAID_API_URL: fake.basePath });
afterAll(() => {
  for (const name of ['PLAID_CLIENT_ID', 'PLAID_SECRET', 'PLAID_API_URL']) delete process.env[name];
});
const api = await startedForThisFile(startTestApi());
const [alice, bob] = await signUpTwoUsers(api);

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** Every answer a test saw, to prove no token ever left the server. */
const answers: string[] = [];
const call = async (user: TestUser, method: string, path: string) => {
  const res = await user.client.request(method, path);
  answers.push(res.text);
  return res;
};
const verify = (user: TestUser, id: string) => call(user, 'POST', `/api/financial/bank-links/${id}/verify`);
const sync = (user: TestUser, id: string) => call(user, 'POST', `/api/financial/bank-links/${id}/sync`);
const transactions = async (user: TestUser) =>
  (await call(user, 'GET', '/api/financial/transactions?limit=200')).body.items as Array<{
    description: string;
    amount: number;
    category: string;
    source: { kind: string };
  }>;
/** The sync state of the user's linked accounts, one entry per bank link. */
const links = async (user: TestUser) => {
  const accounts = (await call(user, 'GET', '/api/financial/accounts')).body as Array<{
    bankLinkId: string | null;
    lastSyncAt: string | null;
    syncError: string | null;
  }>;
  const byLink = new Map(accounts.filter((a) => a.bankLinkId).map((a) => [a.bankLinkId, a]));
  return [...byLink.values()].map(({ bankLinkId, lastSyncAt, syncError }) => ({ bankLinkId, lastSyncAt, syncError }));
};

async function workspaceItems(user: TestUser) {
  const { workspaceId } = (await userEntity.get({ id: user.user.id }))!;
  return workspacePartition(workspaceId);
}

/** Connects a bank for `user` the way the screen does: connect, the user finishes in Plaid, verify. */
async function linkBank(user: TestUser) {
  const connected = await call(user, 'POST', '/api/financial/connect-plaid');
  expect(connected.status).toBe(200);
  const { itemId, accountIds } = fake.completeLink(fake.linkTokenFor(connected.body.linkUrl));
  const verified = await verify(user, connected.body.linkId);
  expect(verified.body.status).toBe('connected');
  return { linkId: connected.body.linkId as string, itemId, accountIds };
}

describe('bank link with Plaid', { timeout: 60_000 }, () => {
  let linkId: string;
  let itemId: string;
  let checking: string;

  it('starts Hosted Link, verifies completion with Plaid, exchanges the token and adds the accounts', async () => {
    const connected = await call(alice, 'POST', '/api/financial/connect-plaid');
    expect(connected.status).toBe(200);
    expect(connected.body).toEqual({
      linkUrl: expect.stringMatching(/^https:\/\/secure\.plaid\.com\/hl\//),
      linkId: expect.any(String),
    });
    const created = fake.requests.findLast((r) => r.path === '/link/token/create')!.body;
    expect(created).toMatchObject({
      products: ['transactions'],
      hosted_link: {},
      user: { client_user_id: expect.any(String) },
      client_name: 'BizPilot',
    });
    linkId = connected.body.linkId;

    // Until the user finishes at Plaid, nothing is connected: the browser's word is never taken for it.
    const pending = await verify(alice, linkId);
    expect(pending.body).toEqual({
      status: 'pending',
      institution: null,
      accounts: [],
      message: 'Waiting for you to finish linking your bank in the Plaid window.',
    });
    expect((await call(alice, 'GET', '/api/financial/accounts')).body).toEqual([]);

    const linked = fake.completeLink(fake.linkTokenFor(connected.body.linkUrl));
    itemId = linked.itemId;
    const verified = await verify(alice, linkId);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      status: 'connected',
      institution: 'First Platypus Bank',
      message: 'First Platypus Bank is connected with 2 accounts.',
    });
    expect(fake.requests.filter((r) => r.path === '/item/public_token/exchange')).toHaveLength(1);

    // Asking again answers the same without exchanging twice.
    expect((await verify(alice, linkId)).body.status).toBe('connected');
    expect(fake.requests.filter((r) => r.path === '/item/public_token/exchange')).toHaveLength(1);

    const accounts = (await call(alice, 'GET', '/api/financial/accounts')).body;
    expect(
      accounts.map((a: any) => [a.name, a.institution, a.mask, a.type, a.balance, a.origin, a.bankLinkId]),
    ).toEqual([
      ['Business Checking', 'First Platypus Bank', '0012', 'checking', 18250.4, 'plaid', linkId],
      ['Business Savings', 'First Platypus Bank', '0034', 'savings', 40100, 'plaid', linkId],
    ]);
    checking = linked.accountIds[0];

    // The first sync starts at once, through the sync queue.
    await api.syncsIdle();
    expect(await links(alice)).toEqual([{ bankLinkId: linkId, lastSyncAt: expect.any(String), syncError: null }]);
  });

  it('syncs transactions through the import path: categorised, analysed, on the dashboard, paged by has_more', async () => {
    fake.pageSize = 2;
    fake.addTransactions(itemId, [
      { transaction_id: 'p1', account_id: checking, amount: -2400, date: day(3), name: 'STRIPE PAYOUT' },
      {
        transaction_id: 'p2',
        account_id: checking,
        amount: 89.5,
        date: day(2),
        name: 'GOOGLE ADS 8842',
        merchant_name: 'Google Ads',
      },
      { transaction_id: 'p3', account_id: checking, amount: 1500, date: day(2), name: 'GUSTO PAYROLL' },
      { transaction_id: 'p4', account_id: checking, amount: 42.1, date: day(1), name: 'COMCAST BUSINESS' },
      { transaction_id: 'p5', account_id: checking, amount: 12, date: day(0), name: 'PENDING COFFEE', pending: true },
    ]);
    const before = fake.requests.filter((r) => r.path === '/transactions/sync').length;
    const synced = await sync(alice, linkId);
    expect(synced.status).toBe(200);
    expect(synced.body).toMatchObject({ imported: 4, updated: 0, removed: 0, hasMore: false });
    // Three pages of two (the pending one is left for when it posts).
    expect(fake.requests.filter((r) => r.path === '/transactions/sync').length - before).toBe(3);

    const listed = await transactions(alice);
    expect(listed.map((t) => [t.description, t.amount, t.category, t.source.kind])).toEqual([
      ['COMCAST BUSINESS', -42.1, 'Utilities', 'plaid'],
      ['GOOGLE ADS 8842', -89.5, 'Marketing', 'plaid'],
      ['GUSTO PAYROLL', -1500, 'Payroll', 'plaid'],
      ['STRIPE PAYOUT', 2400, 'Income', 'plaid'],
    ]);
    const analysis = (await call(alice, 'GET', '/api/financial/analysis')).body;
    expect(analysis).toMatchObject({ hasData: true, revenue: 2400, expenses: 1631.6 });
    const stats = (await call(alice, 'GET', '/api/kpi/stats?timeRange=30d')).body;
    expect(stats.revenue.current).toBe(2400);

    // Syncing again with nothing new at Plaid changes nothing.
    expect((await sync(alice, linkId)).body).toMatchObject({ imported: 0, updated: 0, removed: 0 });
    expect(await transactions(alice)).toHaveLength(4);
  });

  it("applies Plaid's modifications and removals, and the figures follow", async () => {
    fake.modifyTransaction(itemId, {
      transaction_id: 'p1',
      account_id: checking,
      amount: -2600,
      date: day(3),
      name: 'STRIPE PAYOUT',
    });
    fake.removeTransaction(itemId, 'p4');
    fake.addTransactions(itemId, [
      { transaction_id: 'p6', account_id: checking, amount: 19.99, date: day(1), name: 'SLACK TECHNOLOGIES' },
    ]);
    expect((await sync(alice, linkId)).body).toMatchObject({ imported: 1, updated: 1, removed: 1, hasMore: false });
    const listed = await transactions(alice);
    expect(listed.map((t) => [t.description, t.amount])).toEqual([
      ['SLACK TECHNOLOGIES', -19.99],
      ['GOOGLE ADS 8842', -89.5],
      ['GUSTO PAYROLL', -1500],
      ['STRIPE PAYOUT', 2600],
    ]);
    expect((await call(alice, 'GET', '/api/financial/analysis')).body).toMatchObject({
      revenue: 2600,
      expenses: 1609.49,
    });
    expect((await call(alice, 'GET', '/api/kpi/stats?timeRange=30d')).body.revenue.current).toBe(2600);
  });

  it('syncs every hour with the integration sync, and keeps a failure on the link until a sync succeeds', async () => {
    fake.addTransactions(itemId, [
      { transaction_id: 'p7', account_id: checking, amount: 250, date: day(0), name: 'OFFICE DEPOT' },
    ]);
    const lastSyncAt = (await links(alice))[0]!.lastSyncAt;
    await fanOutSyncTargets();
    await api.syncsIdle();
    expect((await links(alice))[0]!.lastSyncAt).not.toBe(lastSyncAt);
    expect((await transactions(alice)).map((t) => t.description)).toContain('OFFICE DEPOT');

    fake.failNext('/transactions/sync', 'ITEM_LOGIN_REQUIRED');
    const failed = await sync(alice, linkId);
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe('Plaid could not sync this bank: fake ITEM_LOGIN_REQUIRED');
    expect((await links(alice))[0]!.syncError).toBe('fake ITEM_LOGIN_REQUIRED');
    expect((await sync(alice, linkId)).status).toBe(200);
    expect((await links(alice))[0]!.syncError).toBeNull();
  });

  it("shows a white-labelled workspace's own name in Plaid's window, never BizPilot's", async () => {
    const owner = await signUpUser(api);
    await upgradeLocally(owner.client, 'elite');
    const clientNameOfNextLink = async () => {
      expect((await call(owner, 'POST', '/api/financial/connect-plaid')).status).toBe(200);
      return fake.requests.findLast((r) => r.path === '/link/token/create')!.body.client_name;
    };
    await owner.client.put('/api/workspace/branding', { displayName: 'Northwind Bakery', hideBizPilotName: true });
    expect(await clientNameOfNextLink()).toBe('Northwind Bakery');
    await owner.client.put('/api/workspace/branding', { displayName: null });
    const unnamed = await clientNameOfNextLink();
    expect(unnamed).toBe((await owner.client.get('/api/auth/user')).body.workspaceName.slice(0, 30));
    expect(unnamed).not.toMatch(/BizPilot/);
  });

  it("keeps one workspace's bank out of another's reach", async () => {
    for (const res of [
      await verify(bob, linkId),
      await sync(bob, linkId),
      await call(bob, 'DELETE', `/api/financial/bank-links/${linkId}`),
    ]) {
      expect([res.status, res.body.message]).toEqual([404, 'Bank link not found']);
    }
    expect((await call(bob, 'GET', '/api/financial/accounts')).body).toEqual([]);
    expect(await links(bob)).toEqual([]);
    expect(await transactions(bob)).toEqual([]);
    expect((await call(bob, 'GET', '/api/financial/analysis')).body.hasData).toBe(false);
    expect(fake.item(itemId)!.removed).toBe(false);
    expect(await transactions(alice)).toHaveLength(5);

    // Bob's own bank is his alone, and Alice's lists stay hers.
    const bobs = await linkBank(bob);
    expect((await verify(alice, bobs.linkId)).status).toBe(404);
    expect((await links(alice)).map((l) => l.bankLinkId)).toEqual([linkId]);
    expect((await call(alice, 'DELETE', `/api/financial/bank-links/${bobs.linkId}`)).status).toBe(404);
    expect((await call(bob, 'DELETE', `/api/financial/bank-links/${bobs.linkId}`)).status).toBe(204);
  });

  it('never answers or stores the access token in plaintext', async () => {
    const accessToken = fake.item(itemId)!.accessToken;
    for (const text of answers) expect(text).not.toContain(accessToken);
    const stored = JSON.stringify(await workspaceItems(alice));
    expect(stored).toContain('"sealedAccessToken":"v1.local.');
    expect(stored).not.toContain(accessToken);
  });

  it('unlinks: Plaid removes the item, and its accounts and transactions leave the books', async () => {
    const removed = await call(alice, 'DELETE', `/api/financial/bank-links/${linkId}`);
    expect(removed.status).toBe(204);
    expect(fake.item(itemId)!.removed).toBe(true);
    expect((await call(alice, 'GET', '/api/financial/accounts')).body).toEqual([]);
    expect(await links(alice)).toEqual([]);
    expect(await transactions(alice)).toEqual([]);
    expect((await call(alice, 'GET', '/api/financial/analysis')).body).toMatchObject({ revenue: 0, expenses: 0 });
    expect((await call(alice, 'GET', '/api/kpi/stats?timeRange=30d')).body.revenue.current).toBe(0);
    expect((await workspaceItems(alice)).filter((item) => /^(PLAIDTX|BANKLINK|TXDAY)/.test(String(item.sk)))).toEqual(
      [],
    );
    expect((await sync(alice, linkId)).status).toBe(404);
    expect((await call(alice, 'DELETE', `/api/financial/bank-links/${linkId}`)).status).toBe(404);
  });

  it('answers a link the user left, or let expire, plainly', async () => {
    const left = await call(alice, 'POST', '/api/financial/connect-plaid');
    fake.exitLink(fake.linkTokenFor(left.body.linkUrl));
    expect((await verify(alice, left.body.linkId)).body).toEqual({
      status: 'exited',
      institution: null,
      accounts: [],
      message: 'You left Plaid before linking a bank. Connect Bank starts again.',
    });

    fake.linkTokenLifetimeMs = 0;
    const late = await call(alice, 'POST', '/api/financial/connect-plaid');
    fake.linkTokenLifetimeMs = 4 * 3600_000;
    expect((await verify(alice, late.body.linkId)).body).toMatchObject({
      status: 'expired',
      message: 'This bank link expired before it was finished. Connect Bank starts again.',
    });
    // Starting again forgets the attempts that ended without a bank.
    await call(alice, 'POST', '/api/financial/connect-plaid');
    expect((await verify(alice, left.body.linkId)).status).toBe(404);
    expect((await verify(alice, late.body.linkId)).status).toBe(404);
  });
});

describe('the audit log', { timeout: 60_000 }, () => {
  it('records a bank linked (with its accounts) and unlinked, by the person who did it', async () => {
    const owner = await signUpUser(api, { firstName: 'Bea', lastName: 'Banks' });
    await upgradeLocally(owner.client, 'elite');
    const { linkId } = await linkBank(owner);
    expect((await call(owner, 'DELETE', `/api/financial/bank-links/${linkId}`)).status).toBe(204);
    const log = await owner.client.get(`/api/audit?targetType=bank_link&targetId=${linkId}`);
    expect(log.status, log.text).toBe(200);
    const me = { type: 'user', id: owner.user.id, name: 'Bea Banks' };
    expect(log.body.items.map((e: AuditEntry) => [e.action, e.actor, e.changes])).toEqual([
      ['bank.unlinked', me, {}],
      ['bank.linked', me, { accounts: [null, expect.any(Number)] }],
    ]);
  });
});
