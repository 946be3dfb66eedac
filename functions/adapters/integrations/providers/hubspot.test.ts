import { beforeEach, describe, expect, it } from 'vitest';
import type { FakePerson } from '../../../../scripts/local/sandbox/providers/business-records';
import { hubspotFake } from '../../../../scripts/local/sandbox/providers/hubspot';
import { connectorHarness } from '../../../../scripts/testing/connector-harness';
import { hubspotConnector } from './hubspot';

const harness = connectorHarness(hubspotFake, { maxPageSize: 200 });

const jane: FakePerson = {
  id: '151',
  firstName: 'Jane',
  lastName: 'Okafor',
  email: 'jane@brightside.example',
  phone: '+15550100',
  company: 'Brightside Dental',
  source: 'ORGANIC_SEARCH',
  stage: 'lead',
  createdAt: '2026-02-01T09:00:00.000Z',
  updatedAt: '2026-02-03T10:00:00.000Z',
};

beforeEach(() => {
  Object.assign(harness.data(), { persons: [{ ...jane }], deals: [] });
});

describe('HubSpot connector', () => {
  it('maps a contact to a lead and a won deal to a deal worth its amount', async () => {
    harness.data().deals.push({
      id: '9001',
      title: 'Brightside – Annual plan',
      amountCents: 1_250_050,
      currency: 'USD',
      stage: 'won',
      closeDate: '2026-02-20',
      createdAt: '2026-02-02T00:00:00.000Z',
      updatedAt: '2026-02-20T08:00:00.000Z',
    });
    const { items, cursor } = await harness.syncAll(hubspotConnector);
    expect(items).toEqual([
      {
        externalId: '151',
        dataType: 'lead',
        name: 'Jane Okafor',
        date: '2026-02-01T09:00:00.000Z',
        valueCents: null,
        currency: null,
        status: 'lead',
        contact: { name: 'Jane Okafor', email: 'jane@brightside.example', phone: '+15550100' },
        reference: null,
        source: 'ORGANIC_SEARCH',
        updatedAt: '2026-02-03T10:00:00.000Z',
        dueDate: null,
      },
      expect.objectContaining({
        externalId: '9001',
        dataType: 'deal',
        name: 'Brightside – Annual plan',
        date: '2026-02-20T00:00:00.000Z',
        valueCents: 1_250_050,
        currency: 'USD',
        status: 'won',
      }),
    ]);
    expect(cursor).toEqual({
      contactsModifiedSince: '2026-02-03T10:00:00.000Z',
      dealsModifiedSince: '2026-02-20T08:00:00.000Z',
    });
    const search = harness.fake.requests.find((r) => r.path === '/crm/v3/objects/contacts/search');
    expect(search?.headers.authorization).toBe(`Bearer ${harness.fake.credentials('hubspot').apiSecret}`);
  });

  it('reads a change history longer than the search window of 10,000 results', async () => {
    const start = Date.parse('2025-01-01T00:00:00Z');
    harness.data().persons = Array.from({ length: 10_250 }, (_, i) => {
      const at = new Date(start + i * 60_000).toISOString();
      return { ...jane, id: String(1000 + i), email: `p${i}@example.com`, createdAt: at, updatedAt: at };
    });
    const { items } = await harness.syncAll(hubspotConnector);
    expect(new Set(items.map((i) => i.externalId)).size).toBe(10_250);
  });
});
