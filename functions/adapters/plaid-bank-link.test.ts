import { describe, expect, it } from 'vitest';
import { startFakePlaid } from '../../scripts/testing/fakes/fake-plaid';
import { startedForThisFile } from '../../scripts/testing/for-this-file';
import { PlaidApiError } from './plaid-api-error';
import { plaidBankLink } from './plaid-bank-link';

const fake = await startedForThisFile(startFakePlaid());

const link = () =>
  plaidBankLink({ clientId: fake.clientId, secret: fake.secret, env: 'sandbox', basePath: fake.basePath });

describe('plaidBankLink (the real plaid SDK against a local fake)', () => {
  it('links a bank end to end: Hosted Link, verified completion, exchange, accounts, sync, remove', async () => {
    const plaid = link();
    const hosted = await plaid.createHostedLink({
      userId: 'ws-1',
      clientName: 'BizPilot',
      completionRedirectUri: 'https://app.example/financial',
    });
    expect(hosted.url).toMatch(/^https:\/\/secure\.plaid\.com\/hl\//);
    const created = fake.requests.at(-1)!.body;
    expect(created).toMatchObject({
      user: { client_user_id: 'ws-1' },
      products: ['transactions'],
      hosted_link: { completion_redirect_uri: 'https://app.example/financial' },
    });

    // Until the user finishes, the link is pending: nothing is trusted from the browser.
    expect(await plaid.linkOutcome(hosted.linkToken)).toEqual({ status: 'pending' });
    const { itemId, accountIds } = fake.completeLink(hosted.linkToken);
    const outcome = await plaid.linkOutcome(hosted.linkToken);
    expect(outcome).toMatchObject({
      status: 'completed',
      institution: { id: 'ins_109508', name: 'First Platypus Bank' },
    });
    if (outcome.status !== 'completed') throw new Error('not completed');

    const exchanged = await plaid.exchangePublicToken(outcome.publicToken);
    expect(exchanged.itemId).toBe(itemId);
    await expect(plaid.exchangePublicToken(outcome.publicToken)).rejects.toMatchObject({
      code: 'INVALID_PUBLIC_TOKEN',
    });

    expect(await plaid.accounts(exchanged.accessToken)).toEqual({
      institutionName: 'First Platypus Bank',
      accounts: [
        {
          externalId: accountIds[0],
          name: 'Business Checking',
          mask: '0012',
          type: 'checking',
          balanceCents: 1825040,
          currency: 'USD',
        },
        {
          externalId: accountIds[1],
          name: 'Business Savings',
          mask: '0034',
          type: 'savings',
          balanceCents: 4010000,
          currency: 'USD',
        },
      ],
    });

    fake.pageSize = 2;
    fake.addTransactions(itemId, [
      {
        transaction_id: 't1',
        account_id: accountIds[0],
        amount: 72.1,
        date: '2026-03-02',
        name: 'PURCHASE WM SUPERCENTER #1700',
        merchant_name: 'Walmart',
      },
      { transaction_id: 't2', account_id: accountIds[0], amount: -1250, date: '2026-03-03', name: 'STRIPE TRANSFER' },
      {
        transaction_id: 't3',
        account_id: accountIds[0],
        amount: 9.99,
        date: '2026-03-04',
        name: 'NETFLIX',
        pending: true,
      },
    ]);
    const first = await plaid.syncTransactions(exchanged.accessToken, undefined);
    expect(first.added.map((t) => [t.externalId, t.date, t.amountCents, t.description, t.merchant])).toEqual([
      ['t1', '2026-03-02', -7210, 'PURCHASE WM SUPERCENTER #1700', 'Walmart'],
      ['t2', '2026-03-03', 125000, 'STRIPE TRANSFER', null],
    ]);
    expect(first.hasMore).toBe(false);
    // Two pages were read (page size 2), and the cursor moved past all three changes.
    expect(fake.requests.filter((r) => r.path === '/transactions/sync')).toHaveLength(2);

    fake.modifyTransaction(itemId, {
      transaction_id: 't2',
      account_id: accountIds[0],
      amount: -1300,
      date: '2026-03-03',
      name: 'STRIPE TRANSFER',
    });
    fake.removeTransaction(itemId, 't1');
    const second = await plaid.syncTransactions(exchanged.accessToken, first.nextCursor);
    expect(second.added).toEqual([]);
    expect(second.modified.map((t) => [t.externalId, t.amountCents])).toEqual([['t2', 130000]]);
    expect(second.removed).toEqual(['t1']);
    expect((await plaid.syncTransactions(exchanged.accessToken, second.nextCursor)).added).toEqual([]);

    await plaid.removeItem(exchanged.accessToken);
    expect(fake.item(itemId)!.removed).toBe(true);
    await expect(plaid.accounts(exchanged.accessToken)).rejects.toMatchObject({ code: 'INVALID_ACCESS_TOKEN' });
    fake.pageSize = 100;
  });

  it('reports a user who left Hosted Link without linking', async () => {
    const plaid = link();
    const hosted = await plaid.createHostedLink({ userId: 'ws-2', clientName: 'BizPilot' });
    fake.exitLink(hosted.linkToken);
    expect(await plaid.linkOutcome(hosted.linkToken)).toEqual({ status: 'exited', reason: null });
  });

  it('restarts a sync whose data changed during paging, from the cursor it started at', async () => {
    const plaid = link();
    const hosted = await plaid.createHostedLink({ userId: 'ws-3', clientName: 'BizPilot' });
    const { itemId, accountIds } = fake.completeLink(hosted.linkToken);
    const outcome = await plaid.linkOutcome(hosted.linkToken);
    if (outcome.status !== 'completed') throw new Error('not completed');
    const { accessToken } = await plaid.exchangePublicToken(outcome.publicToken);
    fake.addTransactions(itemId, [
      { transaction_id: 'x1', account_id: accountIds[0], amount: 5, date: '2026-03-02', name: 'A' },
    ]);
    fake.failNext('/transactions/sync', 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION');
    const result = await plaid.syncTransactions(accessToken, undefined);
    expect(result.added.map((t) => t.externalId)).toEqual(['x1']);
  });

  it('turns Plaid errors into typed errors without secrets in the message', async () => {
    const wrong = plaidBankLink({
      clientId: fake.clientId,
      secret: 'not-the-secret',
      env: 'sandbox',
      basePath: fake.basePath,
    });
    const error = await wrong.createHostedLink({ userId: 'ws-4', clientName: 'BizPilot' }).catch((e) => e);
    expect(error).toBeInstanceOf(PlaidApiError);
    expect(error).toMatchObject({ code: 'INVALID_API_KEYS', type: 'INVALID_INPUT' });
    expect(JSON.stringify({ message: error.message, stack: error.stack })).not.toContain('not-the-secret');

    const down = plaidBankLink({
      clientId: 'x',
      secret: 'sekrit-value',
      env: 'sandbox',
      basePath: 'http://127.0.0.1:9',
    });
    const unreachable = await down.accounts('access-x').catch((e) => e);
    expect(unreachable).toMatchObject({ code: 'UNREACHABLE' });
    expect(unreachable.message).not.toContain('sekrit-value');
  });
});
