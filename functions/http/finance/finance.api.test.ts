import { describe, expect, it } from 'vitest';
import { sharedTestApi } from '../../../scripts/testing/shared-test-api';
import { signUpTwoUsers } from '../../../scripts/testing/test-runtime';
import { unsupportedNumbers } from '../../domain/finance/analysis/narrative';

const api = await sharedTestApi();
const [alice, bob] = await signUpTwoUsers(api);

describe('financial API: accounts, analysis and the Demo Bank', { timeout: 60_000 }, () => {
  it('answers "no data" before anything is linked', async () => {
    expect((await alice.client.get('/api/financial/accounts')).body).toEqual([]);
    const analysis = await alice.client.get('/api/financial/analysis');
    expect(analysis.status).toBe(200);
    expect(analysis.body).toMatchObject({ hasData: false, healthScore: null, period: { label: 'Last 30 days' } });
  });

  it('says bank linking is not configured without Plaid keys, offering the Demo Bank (information, not an error)', async () => {
    const res = await alice.client.post('/api/financial/connect-plaid');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message:
        'Bank linking is not configured on this server (it needs Plaid keys). Link the Demo Bank to try the Financial screens with realistic data, or upload a statement from your bank.',
    });
    expect((await alice.client.get('/api/financial/accounts')).body).toEqual([]);
  });

  it('links the Demo Bank through the import path: two badged accounts, 90 days analysed, only in one workspace', async () => {
    const created = await alice.client.post('/api/financial/demo-bank', {});
    expect(created.status).toBe(201);
    expect(created.body.accounts.map((a: { name: string; origin: string }) => [a.name, a.origin])).toEqual([
      ['Demo Business Checking', 'demo'],
      ['Demo Business Savings', 'demo'],
    ]);
    expect(created.body.imported).toBeGreaterThan(100);
    expect((await alice.client.post('/api/financial/demo-bank', {})).status).toBe(409);

    const analysis = (await alice.client.get('/api/financial/analysis')).body;
    expect(analysis).toMatchObject({ hasData: true, analyst: { source: 'built-in', model: null } });
    expect(analysis.revenue).toBeGreaterThan(5000);
    expect(analysis.healthScore).toBeGreaterThan(0);
    const { insights, recommendations, analyst: _analyst, ...figures } = analysis;
    expect(unsupportedNumbers([...insights, ...recommendations], figures)).toEqual([]);

    expect((await bob.client.get('/api/financial/accounts')).body).toEqual([]);
    expect((await bob.client.get('/api/financial/analysis')).body.hasData).toBe(false);
    expect((await bob.client.delete('/api/financial/demo-bank')).status).toBe(204);
    expect((await alice.client.get('/api/financial/accounts')).body).toHaveLength(2);
  });

  it('removes the Demo Bank with everything it added', async () => {
    expect((await alice.client.delete('/api/financial/demo-bank')).status).toBe(204);
    expect((await alice.client.get('/api/financial/accounts')).body).toEqual([]);
    const analysis = (await alice.client.get('/api/financial/analysis')).body;
    expect(analysis).toMatchObject({ revenue: 0, expenses: 0 });
  });
});
