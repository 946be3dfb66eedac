import { beforeEach, describe, expect, it } from 'vitest';
import { paypalFake } from '../../../../scripts/local/sandbox/providers/paypal';
import { connectorHarness } from '../../../../scripts/testing/connector-harness';
import { paypalConnector } from './paypal';

const harness = connectorHarness(paypalFake);

beforeEach(() => {
  harness.data().payments = [
    {
      id: '5TY05013RG002845M',
      amountCents: 12_000,
      currency: 'USD',
      status: 'refunded',
      payerName: 'Omar Novak',
      payerEmail: 'omar@example.com',
      description: 'Consulting block',
      createdAt: '2026-02-20T10:00:00.000Z',
      updatedAt: '2026-02-25T10:00:00.000Z',
    },
  ];
  harness.data().invoices = [];
});

describe('PayPal connector', () => {
  it('reports a refund as its own negative transaction, so the payment and its refund net to zero', async () => {
    const { items } = await harness.syncAll(paypalConnector);
    expect(items.map((i) => [i.name, i.status, i.valueCents])).toEqual([
      ['Consulting block', 'succeeded', 12_000],
      ['Refund: Consulting block', 'refunded', -12_000],
    ]);
    expect(items[0]!.contact).toEqual({ name: 'Omar Novak', email: 'omar@example.com', phone: null });
  });

  it('reads in windows of at most 31 days and starts the next sync 3 hours before the last window ended', async () => {
    const before = harness.fake.requests.length;
    const { cursor } = await harness.syncAll(paypalConnector);
    const windows = harness.fake.requests
      .slice(before)
      .filter((r) => r.path === '/v1/reporting/transactions')
      .map((r) => new URLSearchParams(r.query))
      .map((q) => Date.parse(q.get('end_date')!) - Date.parse(q.get('start_date')!));
    expect(windows.length).toBe(12);
    expect(Math.max(...windows)).toBeLessThanOrEqual(31 * 86_400_000);

    const again = harness.fake.requests.length;
    await harness.syncAll(paypalConnector, cursor);
    const [next] = harness.fake.requests.slice(again).filter((r) => r.path === '/v1/reporting/transactions');
    const start = Date.parse(new URLSearchParams(next!.query).get('start_date')!);
    expect(start).toBe(Date.parse(cursor.transactionsThrough!) - 3 * 3_600_000);
  });

  it("names PayPal's reason when the app's secret is wrong", async () => {
    const ctx = harness.context({
      credentials: { apiKey: harness.fake.credentials('paypal').apiKey, apiSecret: 'not-the-secret' },
    });
    await expect(paypalConnector.test(ctx)).rejects.toThrow(
      'PayPal rejected the credentials: Client Authentication failed',
    );
  });
});
