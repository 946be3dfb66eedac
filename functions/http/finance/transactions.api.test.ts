import { readFileSync } from 'node:fs';
import type { Transaction } from '@shared/schemas/finance';
import { describe, expect, it } from 'vitest';
import { sharedTestApi } from '../../../scripts/testing/shared-test-api';
import { uploadDirect, waitForImport } from '../../../scripts/testing/statement-uploads';
import { signUpTwoUsers } from '../../../scripts/testing/test-runtime';

const api = await sharedTestApi();
const [alice, bob] = await signUpTwoUsers(api);

const fixture = (name: string) => readFileSync(new URL(`../../adapters/statements/fixtures/${name}`, import.meta.url));

async function imported(client: typeof alice.client, filename: string, bytes: Uint8Array) {
  const uploaded = await uploadDirect(client, filename, bytes);
  expect(uploaded.status).toBe(201);
  return waitForImport(client, uploaded.body.id);
}

const consulting = (rows: Array<[string, string, string]>) =>
  Buffer.from(['Date,Description,Amount', ...rows.map((r) => r.join(','))].join('\n'));

describe('transactions: the list with server-side filters, and recategorising with a merchant rule', {
  timeout: 120_000,
}, () => {
  it('lists what a statement imported, newest first, in dollars, with its source', async () => {
    const statement = await imported(alice.client, 'chase.csv', fixture('chase-business-checking.csv'));
    const { body, status } = await alice.client.get('/api/financial/transactions');
    expect(status).toBe(200);
    expect(body.cursor).toBeNull();
    const items = body.items as Transaction[];
    expect(items).toHaveLength(8);
    expect(items.map((t) => t.date)).toEqual([...items.map((t) => t.date)].sort().reverse());
    expect(items[0]).toMatchObject({
      date: '2026-01-30',
      amount: -8420.55,
      category: 'Payroll',
      source: { kind: 'statement', statementId: statement.id, line: 2 },
    });
  });

  it('pages exactly `limit` at a time until the cursor is null, with nothing twice', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const query: string = `/api/financial/transactions?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await alice.client.get(query)).body;
      sizes.push(page.items.length);
      seen.push(...page.items.map((t: Transaction) => t.id));
      cursor = page.cursor;
    } while (cursor);
    expect(sizes).toEqual([3, 3, 2]);
    expect(new Set(seen).size).toBe(8);
    expect((await alice.client.get('/api/financial/transactions?cursor=not-a-cursor')).status).toBe(400);
    expect((await alice.client.get('/api/financial/transactions?limit=201')).status).toBe(400);
  });

  it('filters by dates, category and words on the server', async () => {
    const list = async (query: string) =>
      ((await alice.client.get(`/api/financial/transactions?${query}`)).body.items as Transaction[]).map(
        (t) => t.description,
      );
    expect(await list('from=2026-01-26&to=2026-01-27')).toHaveLength(3);
    expect(await list('category=Utilities')).toEqual(['PG&E/EZ-PAY 2601 WEB ID: 0000442701']);
    expect(await list('q=stripe')).toEqual(['STRIPE TRANSFER ST-K2L7Q9 ORIG ID:1800948598']);
    expect(await list('q=stripe&category=Payroll')).toEqual([]);
    expect((await alice.client.get('/api/financial/transactions?from=2026-02-01&to=2026-01-01')).status).toBe(400);
    expect((await alice.client.get('/api/financial/transactions?category=Snacks')).status).toBe(400);
  });

  it('recategorises one transaction, and with the merchant rule its past and future ones too', async () => {
    await imported(
      alice.client,
      'consulting.csv',
      consulting([
        ['2026-01-05', 'BRIGHTLINE STUDIO LLC', '-500.00'],
        ['2026-01-12', 'BRIGHTLINE STUDIO LLC', '-700.00'],
        ['2026-01-19', 'BRIGHTLINE STUDIO LLC', '-300.00'],
      ]),
    );
    const studio = (
      (await alice.client.get('/api/financial/transactions?q=brightline')).body.items as Transaction[]
    ).sort((a, b) => a.date.localeCompare(b.date));
    expect(studio).toHaveLength(3);
    expect(new Set(studio.map((t) => t.merchant)).size).toBe(1);

    // One by hand: only that one changes.
    const byHand = await alice.client.patch(`/api/financial/transactions/${studio[0]!.id}`, { category: 'Technology' });
    expect(byHand.status).toBe(200);
    expect(byHand.body).toMatchObject({
      transaction: { id: studio[0]!.id, category: 'Technology', categorySource: 'user' },
      rule: null,
      recategorised: 0,
    });

    // 'Always categorise "<merchant>" as Marketing': the others follow, the hand-picked one stays.
    const ruled = await alice.client.patch(`/api/financial/transactions/${studio[1]!.id}`, {
      category: 'Marketing',
      applyToMerchant: true,
    });
    expect(ruled.status).toBe(200);
    expect(ruled.body.rule).toMatchObject({ merchant: studio[0]!.merchant, category: 'Marketing' });
    expect(ruled.body.recategorised).toBe(1);
    const after = ((await alice.client.get('/api/financial/transactions?q=brightline')).body.items as Transaction[])
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((t) => [t.category, t.categorySource]);
    expect(after).toEqual([
      ['Technology', 'user'],
      ['Marketing', 'user'],
      ['Marketing', 'rule'],
    ]);

    // A later statement's transaction of the merchant is categorised by the rule.
    await imported(alice.client, 'february.csv', consulting([['2026-02-02', 'BRIGHTLINE STUDIO LLC', '-250.00']]));
    const february = (await alice.client.get('/api/financial/transactions?q=brightline&from=2026-02-01')).body.items;
    expect(february).toMatchObject([{ amount: -250, category: 'Marketing', categorySource: 'rule' }]);
  });

  it('refuses an unknown category or id with the right status', async () => {
    const [one] = (await alice.client.get('/api/financial/transactions?limit=1')).body.items as Transaction[];
    expect((await alice.client.patch(`/api/financial/transactions/${one!.id}`, { category: 'Snacks' })).status).toBe(
      400,
    );
    expect((await alice.client.patch('/api/financial/transactions/nope', { category: 'Other' })).status).toBe(404);
  });

  it("keeps each workspace's transactions to itself", async () => {
    const [one] = (await alice.client.get('/api/financial/transactions?limit=1')).body.items as Transaction[];
    expect((await bob.client.get('/api/financial/transactions')).body).toEqual({ items: [], cursor: null });
    const attempt = await bob.client.patch(`/api/financial/transactions/${one!.id}`, { category: 'Other' });
    expect(attempt.status).toBe(404);
    expect(attempt.body.message).toBe('Transaction not found');
    expect(((await alice.client.get(`/api/financial/transactions?limit=1`)).body.items as Transaction[])[0]).toEqual(
      one,
    );
  });
});
