import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeInvoice, FakePayment } from '../../../../scripts/local/sandbox/providers/business-records';
import { stripeDataFake } from '../../../../scripts/local/sandbox/providers/stripe-data';
import { connectorHarness } from '../../../../scripts/testing/connector-harness';
import { stripeChargeItem, stripeDataConnector } from './stripe-data';

const harness = connectorHarness(stripeDataFake);

const invoice: FakeInvoice = {
  id: 'in_1OpenThenPaid',
  number: 'INV-0042',
  customerName: 'Brightside Dental',
  customerEmail: 'ap@brightside.example',
  amountCents: 125_000,
  currency: 'USD',
  status: 'open',
  issuedOn: '2026-02-20',
  dueOn: '2026-03-20',
  paidAt: null,
  createdAt: '2026-02-20T10:00:00.000Z',
  updatedAt: '2026-02-20T10:00:00.000Z',
};

const charge: FakePayment = {
  id: 'ch_3RefundedInFull',
  amountCents: 4_900,
  currency: 'USD',
  status: 'refunded',
  payerName: 'Mia Chen',
  payerEmail: 'mia@example.com',
  description: 'Workshop seat',
  createdAt: '2026-02-21T09:00:00.000Z',
  updatedAt: '2026-02-22T09:00:00.000Z',
};

beforeEach(() => {
  Object.assign(harness.data(), { invoices: [{ ...invoice }], payments: [{ ...charge }] });
});

describe('Stripe connector', () => {
  it('learns that an open invoice was paid from the events feed, and keeps refunds net', async () => {
    const first = await harness.syncAll(stripeDataConnector);
    expect(first.items.find((i) => i.externalId === invoice.id)).toMatchObject({
      name: 'Invoice INV-0042 – Brightside Dental',
      status: 'open',
      valueCents: 125_000,
      currency: 'USD',
      reference: 'INV-0042',
    });
    expect(first.items.find((i) => i.externalId === charge.id)).toMatchObject({ status: 'refunded', valueCents: 0 });

    Object.assign(harness.data().invoices[0]!, {
      status: 'paid',
      paidAt: '2026-03-01T08:00:00.000Z',
      updatedAt: '2026-03-01T08:00:00.000Z',
    });
    const next = await harness.syncAll(stripeDataConnector, first.cursor);
    // Only the change, and the event at the cursor's edge (the refund, read again and unchanged).
    expect(next.items.map((i) => [i.externalId, i.status])).toEqual([
      [charge.id, 'refunded'],
      [invoice.id, 'paid'],
    ]);
    expect(harness.fake.requests.at(-1)?.query).toContain('created%5Bgte%5D=');
  });

  it('lists everything again when its cursor is older than the 30 days Stripe keeps events', async () => {
    const before = harness.fake.requests.length;
    const run = await harness.syncAll(stripeDataConnector, {
      eventsSince: Math.floor(Date.parse('2026-01-01') / 1000),
    });
    const paths = harness.fake.requests.slice(before).map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/v1/charges', '/v1/invoices']));
    expect(run.items).toHaveLength(2);
  });

  it('leaves out a charge that pays an invoice, and converts zero-decimal currencies', () => {
    const base = {
      object: 'charge' as const,
      id: 'ch_x',
      amount: 500,
      amount_refunded: 0,
      created: 1_767_225_600,
      status: 'succeeded',
    };
    expect(stripeChargeItem({ ...base, currency: 'usd', invoice: 'in_123' })).toBeUndefined();
    expect(stripeChargeItem({ ...base, currency: 'jpy', invoice: null })).toMatchObject({
      valueCents: 50_000,
      currency: 'JPY',
    });
  });
});
