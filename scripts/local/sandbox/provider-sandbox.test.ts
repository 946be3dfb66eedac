import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SyncedItem } from '@shared/schemas/synced-item';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectorFor } from '../../../functions/adapters/integrations/connectors';
import { integrationProviderIds } from '../../../shared/catalog/integrations';
import { type ProviderSandbox, startProviderSandbox } from './provider-sandbox';

let dataDir: string;
let clock = new Date('2026-03-02T12:00:00.000Z');
let sandbox: ProviderSandbox;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sandbox-'));
  sandbox = await startProviderSandbox({ dataDir, now: () => clock, historyDays: 30 });
});
afterAll(async () => {
  await sandbox.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const context = (provider: (typeof integrationProviderIds)[number]) => {
  const { apiUrl, apiKey, apiSecret, accountId } = sandbox.connection(provider);
  return { apiUrl, credentials: { apiKey, apiSecret }, accountId, transport: {}, now: clock };
};

async function syncAll(provider: (typeof integrationProviderIds)[number], cursor?: unknown) {
  const items: SyncedItem[] = [];
  const next = await connectorFor(provider).sync(context(provider), cursor, async (page) => {
    items.push(...page);
  });
  return { items, cursor: next };
}

describe('provider sandbox', () => {
  it('lets every connector connect and sync a month of generated business with the sandbox keys', async () => {
    for (const provider of integrationProviderIds) {
      await expect(connectorFor(provider).test(context(provider)), provider).resolves.toBeTruthy();
      const { items } = await syncAll(provider);
      expect(items.length, provider).toBeGreaterThan(0);
    }
  });

  it('keeps the business going: a later sync finds what happened since', async () => {
    const first = await syncAll('hubspot');
    clock = new Date(clock.getTime() + 2 * 86_400_000);
    const later = await syncAll('hubspot', first.cursor);
    const known = new Set(first.items.map((i) => i.externalId));
    expect(later.items.some((i) => !known.has(i.externalId))).toBe(true);
  });

  it('fast-forwards its business on request, for demos and browser tests', async () => {
    const first = await syncAll('pipedrive');
    const advanced = await fetch(`${sandbox.origin}/__control/advance?hours=48`, { method: 'POST' });
    expect(advanced.status).toBe(200);
    const later = await syncAll('pipedrive', first.cursor);
    expect(later.items.length).toBeGreaterThan(0);
    expect((await fetch(`${sandbox.origin}/__control/advance?hours=-1`, { method: 'POST' })).status).toBe(400);
  });

  it('shows the same business after a restart', async () => {
    const before = await syncAll('stripe_data');
    await sandbox.stop();
    sandbox = await startProviderSandbox({ dataDir, now: () => clock });
    const after = await syncAll('stripe_data');
    expect(after.items).toEqual(before.items);
  });

  it('refuses keys that are not the sandbox’s', async () => {
    const ctx = { ...context('shopify'), credentials: { apiKey: 'shpat_real_key' } };
    await expect(connectorFor('shopify').test(ctx)).rejects.toMatchObject({ kind: 'auth_rejected' });
  });
});
