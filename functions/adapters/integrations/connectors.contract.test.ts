import { isDeepStrictEqual } from 'node:util';
import { type IntegrationDataType, integrationDataTypeInfo } from '@shared/catalog/integration-data-types';
import { type IntegrationProviderId, integrationProvider } from '@shared/catalog/integrations';
import { type SyncedItem, syncedItemSchema } from '@shared/schemas/synced-item';
import { beforeAll, describe, expect, it } from 'vitest';
import { BusinessGenerator } from '../../../scripts/local/sandbox/providers/business-generator';
import type { BusinessData } from '../../../scripts/local/sandbox/providers/business-records';
import { fakeProviderModules } from '../../../scripts/local/sandbox/providers/fake-provider-modules';
import { connectorHarness } from '../../../scripts/testing/connector-harness';
import { connectors } from './connectors';
import { ConnectorError } from './kit/connector-error';

/**
 * What every connector must do, run against its provider fake with a generated business: the cheapest
 * authenticated call, refusing a bad key without repeating it, reading every page, re-syncing from its cursor
 * without new items, catching up exactly with what changed (incremental ∘ full = full of the new state), and
 * riding out a 429.
 */
const START = new Date('2026-02-01T00:00:00.000Z');
const FIRST_SYNC = new Date('2026-02-07T00:00:00.000Z');
const LATER = new Date('2026-02-10T00:00:00.000Z');

const recordsOfKind: Record<IntegrationDataType, (d: BusinessData) => number> = {
  lead: (d) => d.persons.length,
  deal: (d) => d.deals.length,
  invoice: (d) => d.invoices.length,
  order: (d) => d.orders.length,
  payment: (d) => d.payments.length,
  event: (d) => d.events.length,
  task: (d) => d.tasks.length,
  message: (d) => d.messages.length,
  contact_list: (d) => d.lists.length,
  row: (d) => d.sheets.reduce((n, s) => n + s.rows.length - 1, 0),
};

/** Items a provider reports beyond one per record: PayPal's refunds are transactions of their own. */
const extraItems: Partial<Record<IntegrationProviderId, (d: BusinessData) => number>> = {
  paypal: (d) => d.payments.filter((p) => p.status === 'refunded').length,
};

const key = (item: SyncedItem) => `${item.dataType}:${item.externalId}`;

function byKey(...runs: SyncedItem[][]): Map<string, SyncedItem> {
  const map = new Map<string, SyncedItem>();
  for (const items of runs) for (const item of items) map.set(key(item), item);
  return map;
}

for (const [provider, connector] of Object.entries(connectors) as [
  IntegrationProviderId,
  (typeof connectors)[IntegrationProviderId],
][]) {
  const module = fakeProviderModules[provider];
  if (!connector || !module) continue;
  const info = integrationProvider(provider);

  describe(`${info.name} connector (contract)`, () => {
    const harness = connectorHarness(module, { maxPageSize: 2, now: FIRST_SYNC });
    let generator: BusinessGenerator;

    beforeAll(() => {
      generator = new BusinessGenerator(harness.data(), {
        provider,
        seed: 42,
        start: START,
        scale: 0.6,
      });
      generator.advance(FIRST_SYNC);
    });

    it('passes its connection test with the right credentials', async () => {
      const check = await connector.test(harness.context());
      expect(check.message).toContain(info.name);
    });

    it('refuses wrong credentials with a reason that does not contain them', async () => {
      const wrong = { apiKey: 'wrong-key-0000', apiSecret: 'wrong-secret-0000' };
      const error = await connector.test(harness.context({ credentials: wrong })).catch((e) => e);
      expect(error).toBeInstanceOf(ConnectorError);
      expect(error.kind).toBe('auth_rejected');
      expect(error.message).toContain(info.name);
      expect(error.message).not.toContain('wrong-key-0000');
      expect(error.message).not.toContain('wrong-secret-0000');
    });

    // The fake serves at most two records a page wherever the provider signals further pages, so reading them all
    // means following the provider's pagination.
    it('reads every page of everything it syncs, as valid items with unique ids', async () => {
      const run = await harness.syncAll(connector);
      for (const item of run.items) {
        syncedItemSchema.parse(item);
        const statuses = integrationDataTypeInfo(item.dataType).statuses;
        if (statuses) expect(statuses, `${item.dataType} ${item.externalId}`).toContain(item.status);
      }
      expect(new Set(run.items.map(key)).size).toBe(run.items.length);
      const expected =
        info.dataTypes.reduce((n, type) => n + recordsOfKind[type](generator.data), 0) +
        (extraItems[provider]?.(generator.data) ?? 0);
      expect(run.items).toHaveLength(expected);
      for (const type of info.dataTypes)
        expect(
          run.items.some((i) => i.dataType === type),
          type,
        ).toBe(true);
    });

    if (info.dataTypes.includes('invoice')) {
      it('gives each invoice the due day its provider reports (none when it has none)', async () => {
        const invoices = (await harness.syncAll(connector)).items.filter((item) => item.dataType === 'invoice');
        const dueOn = new Map(generator.data.invoices.map((record) => [record.id, record.dueOn]));
        expect(invoices.length).toBeGreaterThan(0);
        for (const item of invoices) expect(item.dueDate, item.externalId).toBe(dueOn.get(item.externalId));
      });
    }

    it('finds nothing new when it syncs again from its cursor', async () => {
      const first = await harness.syncAll(connector);
      const again = await harness.syncAll(connector, first.cursor);
      const known = byKey(first.items);
      for (const item of again.items) expect(item).toEqual(known.get(key(item)));
      expect(again.items.length).toBeLessThan(first.items.length);
    });

    it('catches up with exactly what changed: its incremental sync plus the first equals a full one', async () => {
      const first = await harness.syncAll(connector);
      generator.advance(LATER);
      const ctx = harness.context({ now: LATER });
      const incremental = await harness.syncAll(connector, first.cursor, ctx);
      const full = await harness.syncAll(connector, undefined, ctx);
      expect(incremental.items.length).toBeGreaterThan(0);
      expect(byKey(first.items, incremental.items)).toEqual(byKey(full.items));
      // Not a full re-read in disguise: at most the items at the cursor's edge come back unchanged.
      const known = byKey(first.items);
      const unchanged = incremental.items.filter((item) => isDeepStrictEqual(known.get(key(item)), item));
      expect(unchanged.length).toBeLessThan(Math.max(1, first.items.length / 2));
    });

    if (connector.crm) {
      const crm = connector.crm;
      it('records a note on the contact an event names, found by email or else by name', async () => {
        const person = generator.data.persons[0]!;
        const notes = generator.data.notes;
        const note = { text: `Invoice paid by ${person.firstName}`, occurredAt: '2026-02-08T10:00:00.000Z' };
        const byEmail = await crm.recordNote(harness.context(), {
          ...note,
          contact: { email: person.email, name: null },
        });
        const byName = await crm.recordNote(harness.context(), {
          ...note,
          contact: { email: null, name: `${person.firstName} ${person.lastName}` },
        });
        expect(byEmail.contactId).toBe(person.id);
        expect(byName.contactId).toBe(person.id);
        expect(notes.slice(-2).map((n) => [n.personId, n.text])).toEqual([
          [person.id, note.text],
          [person.id, note.text],
        ]);
      });

      it('says so when no contact matches, or when the event names nobody', async () => {
        const count = generator.data.notes.length;
        const note = { text: 'x', occurredAt: '2026-02-08T10:00:00.000Z' };
        await expect(
          crm.recordNote(harness.context(), { ...note, contact: { email: 'nobody@nowhere.example', name: null } }),
        ).rejects.toThrow(`No ${info.name} contact matches nobody@nowhere.example`);
        await expect(
          crm.recordNote(harness.context(), { ...note, contact: { email: null, name: null } }),
        ).rejects.toThrow('The event names no contact to record the note on');
        expect(generator.data.notes).toHaveLength(count);
      });
    }

    it('waits out a 429 with Retry-After and still reads everything', async () => {
      const before = await harness.syncAll(connector, undefined, harness.context({ now: LATER }));
      harness.sleeps.length = 0;
      harness.fake.failNext(provider, { status: 429, headers: { 'retry-after': '1' }, message: 'Too many requests' });
      const after = await harness.syncAll(connector, undefined, harness.context({ now: LATER }));
      expect(harness.sleeps).toContain(1000);
      expect(byKey(after.items)).toEqual(byKey(before.items));
    });
  });
}
