import type { BankAccount, Statement, Transaction } from '@shared/schemas/finance';
import { describe, expect, it } from 'vitest';
import { sharedTestApi } from '../../../scripts/testing/shared-test-api';
import { uploadDirect, waitForImport } from '../../../scripts/testing/statement-uploads';
import { signUpTwoUsers } from '../../../scripts/testing/test-runtime';

const api = await sharedTestApi();
const [alice, bob] = await signUpTwoUsers(api);

/** A day `n` days ago, so the rows fall in the analysis's last 30 days and the dashboard's. */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function imported(client: typeof alice.client, filename: string, rows: string[]): Promise<Statement> {
  const uploaded = await uploadDirect(client, filename, Buffer.from(['Date,Description,Amount', ...rows].join('\n')));
  expect(uploaded.status).toBe(201);
  const statement = await waitForImport(client, uploaded.body.id);
  expect(statement.status).toBe('imported');
  return statement;
}

describe('an uploaded statement’s account and the statement itself: rename, delete', { timeout: 120_000 }, () => {
  let kept: Statement;
  let deleted: Statement;

  it('names the account after the bank and last digits in the file name, and renames it', async () => {
    kept = await imported(alice.client, 'Chase4821_Activity.csv', [
      `${daysAgo(3)},SQUARE INC DES:SQ260202 ID:T3D8W4,1000.00`,
      `${daysAgo(2)},RESTAURANT DEPOT #0412 CHICAGO IL,-400.00`,
    ]);
    const [account] = (await alice.client.get('/api/financial/accounts')).body as BankAccount[];
    expect(account).toMatchObject({ name: 'Chase ••4821', institution: 'Chase', mask: '4821', origin: 'statement' });
    expect(kept.outcome?.accounts).toEqual([{ id: account!.id, name: 'Chase ••4821' }]);

    const renamed = await alice.client.patch(`/api/financial/accounts/${account!.id}`, { name: '  Main checking ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: account!.id, name: 'Main checking', type: account!.type, mask: '4821' });
    expect((await alice.client.get('/api/financial/accounts')).body).toMatchObject([{ name: 'Main checking' }]);
  });

  it('refuses a blank or over-long name, and an account that is not there or not the workspace’s', async () => {
    const [account] = (await alice.client.get('/api/financial/accounts')).body as BankAccount[];
    const blank = await alice.client.patch(`/api/financial/accounts/${account!.id}`, { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({
      code: 'validation',
      issues: [{ path: 'name', message: 'Account name is required' }],
    });
    const long = await alice.client.patch(`/api/financial/accounts/${account!.id}`, { name: 'x'.repeat(81) });
    expect(long.status).toBe(400);
    expect((await alice.client.patch(`/api/financial/accounts/${account!.id}`, {})).status).toBe(400);

    const missing = await alice.client.patch('/api/financial/accounts/01HZZZZZZZZZZZZZZZZZZZZZZZ', { name: 'X' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'not_found', message: 'Account not found' });
    const others = await bob.client.patch(`/api/financial/accounts/${account!.id}`, { name: 'Mine now' });
    expect(others.status).toBe(404);
    expect((await alice.client.get('/api/financial/accounts')).body).toMatchObject([{ name: 'Main checking' }]);
  });

  it('takes a deleted statement’s transactions out of the transactions, the analysis and the dashboard', async () => {
    const before = (await alice.client.get('/api/financial/analysis')).body;
    const kpiBefore = (await alice.client.get('/api/kpi/stats?timeRange=30d')).body;
    deleted = await imported(alice.client, 'wells-fargo-april.csv', [
      `${daysAgo(4)},STRIPE TRANSFER ST-K2L7Q9,2500.00`,
      `${daysAgo(4)},SYSCO CHICAGO INC,-600.00`,
    ]);
    const during = (await alice.client.get('/api/financial/analysis')).body;
    expect(during.revenue).toBe(before.revenue + 2500);
    expect(during.expenses).toBe(before.expenses + 600);
    const kpiDuring = (await alice.client.get('/api/kpi/stats?timeRange=30d')).body;
    expect(kpiDuring.revenue.current).toBe(kpiBefore.revenue.current + 2500);

    const gone = await alice.client.delete(`/api/financial/statements/${deleted.id}`);
    expect(gone.status).toBe(204);

    const after = (await alice.client.get('/api/financial/analysis')).body;
    expect([after.revenue, after.expenses]).toEqual([before.revenue, before.expenses]);
    expect((await alice.client.get('/api/kpi/stats?timeRange=30d')).body.revenue.current).toBe(
      kpiBefore.revenue.current,
    );
    const transactions = (await alice.client.get('/api/financial/transactions')).body.items as Transaction[];
    expect(transactions.map((t) => t.description).sort()).toEqual([
      'RESTAURANT DEPOT #0412 CHICAGO IL',
      'SQUARE INC DES:SQ260202 ID:T3D8W4',
    ]);
    const statements = (await alice.client.get('/api/financial/statements')).body.items as Statement[];
    expect(statements.map((s) => s.id)).toEqual([kept.id]);
  });

  it('answers 404 for a statement already deleted, never there, or another workspace’s', async () => {
    const again = await alice.client.delete(`/api/financial/statements/${deleted.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'not_found', message: 'Statement not found' });
    expect((await alice.client.delete('/api/financial/statements/01HZZZZZZZZZZZZZZZZZZZZZZZ')).status).toBe(404);
    expect((await bob.client.delete(`/api/financial/statements/${kept.id}`)).status).toBe(404);
    expect((await alice.client.get('/api/financial/transactions')).body.items).toHaveLength(2);
  });
});

describe('the analysis period', { timeout: 60_000 }, () => {
  it('takes the dashboard’s ranges, 30 days by default, and refuses any other', async () => {
    const byDefault = (await alice.client.get('/api/financial/analysis')).body;
    expect(byDefault.period).toMatchObject({ from: daysAgo(29), label: 'Last 30 days' });
    const week = await alice.client.get('/api/financial/analysis?timeRange=7d');
    expect(week.status).toBe(200);
    expect(week.body.period).toMatchObject({ from: daysAgo(6), label: 'Last 7 days' });
    expect((await alice.client.get('/api/financial/analysis?timeRange=365d')).body.period.label).toBe('Last year');
    const wrong = await alice.client.get('/api/financial/analysis?timeRange=2w');
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('validation');
  });
});
