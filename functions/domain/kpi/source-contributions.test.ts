import { describe, expect, it } from 'vitest';
import { canPair, pickPartner, settlePairs } from './revenue-match';
import {
  bankTransactionContribution,
  type IntegrationItemFacts,
  integrationItemContribution,
} from './source-contributions';

const item = (
  fields: Partial<IntegrationItemFacts> & Pick<IntegrationItemFacts, 'dataType'>,
): IntegrationItemFacts => ({
  date: '2026-11-20T15:00:00Z',
  firstSeenAt: '2026-11-21T08:00:00Z',
  valueCents: null,
  currency: null,
  status: null,
  ...fields,
});

describe('what a synced item adds', () => {
  it('a lead counts on the day the CRM created it, in the workspace zone; else the day it was first seen', () => {
    expect(
      integrationItemContribution(item({ dataType: 'lead', date: '2026-11-21T02:00:00Z' }), 'America/Denver'),
    ).toEqual([{ date: '2026-11-20', metrics: { leads: 1 } }]);
    expect(integrationItemContribution(item({ dataType: 'lead', date: null }), 'UTC')).toEqual([
      { date: '2026-11-21', metrics: { leads: 1 } },
    ]);
  });

  it('a calendar event counts on the day it starts unless cancelled', () => {
    expect(integrationItemContribution(item({ dataType: 'event', status: 'confirmed' }), 'UTC')).toEqual([
      { date: '2026-11-20', metrics: { appointments: 1 } },
    ]);
    expect(integrationItemContribution(item({ dataType: 'event', status: 'cancelled' }), 'UTC')).toEqual([]);
  });

  it('paid invoices, paid orders and succeeded payments are revenue by kind; open, failed and foreign ones are not', () => {
    const paid = item({ dataType: 'invoice', status: 'paid', valueCents: 120_000, paidAt: '2026-11-22T10:00:00Z' });
    expect(integrationItemContribution(paid, 'UTC')).toEqual([
      { date: '2026-11-22', metrics: { 'revenue.apps.recurring_services': 120_000 } },
    ]);
    const order = item({ dataType: 'order', status: 'refunded', valueCents: 2_500, currency: 'USD' });
    expect(integrationItemContribution(order, 'UTC')).toEqual([
      { date: '2026-11-20', metrics: { 'revenue.apps.one_time_sales': 2_500 } },
    ]);
    const subscription = item({
      dataType: 'payment',
      status: 'succeeded',
      valueCents: 2_900,
      revenueKind: 'subscriptions',
    });
    expect(integrationItemContribution(subscription, 'UTC')[0]!.metrics).toEqual({
      'revenue.apps.subscriptions': 2_900,
    });
    expect(
      integrationItemContribution(item({ dataType: 'invoice', status: 'open', valueCents: 5_000 }), 'UTC'),
    ).toEqual([]);
    expect(
      integrationItemContribution(item({ dataType: 'payment', status: 'failed', valueCents: 5_000 }), 'UTC'),
    ).toEqual([]);
    expect(
      integrationItemContribution(
        item({ dataType: 'order', status: 'paid', valueCents: 5_000, currency: 'EUR' }),
        'UTC',
      ),
    ).toEqual([]);
    expect(integrationItemContribution(item({ dataType: 'message' }), 'UTC')).toEqual([]);
  });

  it('bank income is revenue by kind, a matched deposit is not, spending and transfers are neither', () => {
    const income = {
      date: '2026-11-20',
      amountCents: 9_900,
      category: 'Income' as const,
      revenueKind: 'add_ons' as const,
    };
    expect(bankTransactionContribution(income, false)).toEqual([
      { date: '2026-11-20', metrics: { 'revenue.bank.add_ons': 9_900 } },
    ]);
    expect(bankTransactionContribution(income, true)).toEqual([
      { date: '2026-11-20', metrics: { 'revenue.matched': 9_900 } },
    ]);
    expect(bankTransactionContribution({ ...income, category: 'Payroll', amountCents: -9_900 }, false)).toEqual([]);
    expect(bankTransactionContribution({ ...income, category: 'Transfer' }, false)).toEqual([]);
  });
});

describe('matching an invoice payment with a bank deposit', () => {
  const invoice = { id: 'inv', date: '2026-11-10', amountCents: 50_000 };

  it('pairs the same amount within 3 days either way, and nothing else', () => {
    expect(canPair(invoice, { id: 'd', date: '2026-11-13', amountCents: 50_000 })).toBe(true);
    expect(canPair(invoice, { id: 'd', date: '2026-11-07', amountCents: 50_000 })).toBe(true);
    expect(canPair(invoice, { id: 'd', date: '2026-11-14', amountCents: 50_000 })).toBe(false);
    expect(canPair(invoice, { id: 'd', date: '2026-11-10', amountCents: 50_001 })).toBe(false);
  });

  it('takes the nearest unpaired candidate, then the earlier, then the smaller id', () => {
    const candidates = [
      { id: 'far', date: '2026-11-13', amountCents: 50_000 },
      { id: 'b', date: '2026-11-11', amountCents: 50_000 },
      { id: 'a', date: '2026-11-09', amountCents: 50_000 },
    ];
    expect(pickPartner(invoice, candidates, new Set())?.id).toBe('a');
    expect(pickPartner(invoice, candidates, new Set(['a']))?.id).toBe('b');
    expect(pickPartner(invoice, candidates, new Set(['a', 'b', 'far']))).toBeUndefined();
  });

  it('keeps recorded pairs that still hold and pairs what is left', () => {
    const deposits = [
      { id: 'd1', date: '2026-11-10', amountCents: 50_000 },
      { id: 'd2', date: '2026-11-12', amountCents: 50_000 },
    ];
    const invoices = [invoice, { id: 'inv2', date: '2026-11-11', amountCents: 50_000 }];
    expect(settlePairs(invoices, deposits, [{ invoiceId: 'inv', depositId: 'd2' }])).toEqual([
      { invoiceId: 'inv', depositId: 'd2' },
      { invoiceId: 'inv2', depositId: 'd1' },
    ]);
    // A recorded pair whose invoice is gone is dropped.
    expect(settlePairs([], deposits, [{ invoiceId: 'inv', depositId: 'd2' }])).toEqual([]);
  });
});
