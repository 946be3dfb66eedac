import type { SyncedItem } from '@shared/schemas/synced-item';
import { describe, expect, it } from 'vitest';
import {
  classifyItemChange,
  integrationItemEvent,
  itemBusinessEvents,
  overdueInvoiceEvent,
  summaryDelta,
} from './item-change';
import { syncedItem } from './synced-item';

const now = new Date('2026-03-02T12:00:00.000Z');
const live = { now, backfill: false, defaultCurrency: 'USD' };

const item = (fields: Partial<SyncedItem> & Pick<SyncedItem, 'dataType'>): SyncedItem =>
  syncedItem({ externalId: 'x1', name: 'Item', date: '2026-03-01T00:00:00.000Z', ...fields });

const lead = item({
  dataType: 'lead',
  name: 'Jane Okafor',
  contact: { name: 'Jane Okafor', email: 'jane@x.example', phone: null },
  source: 'Web form',
});
const openInvoice = item({
  dataType: 'invoice',
  externalId: 'in_1',
  status: 'open',
  valueCents: 125_050,
  currency: 'EUR',
  reference: 'INV-7',
  contact: { name: 'Brightside', email: 'billing@brightside.example', phone: null },
  dueDate: '2026-03-31',
});
const paidInvoice = { ...openInvoice, status: 'paid' };
const meeting = item({
  dataType: 'event',
  name: 'Demo',
  date: '2026-03-05T15:00:00.000Z',
  status: 'confirmed',
  contact: { name: 'Aisha', email: 'a@x.example', phone: null },
});

describe('item changes', () => {
  it('tells new, changed and identical items apart', () => {
    expect(classifyItemChange(undefined, lead)).toBe('created');
    expect(classifyItemChange(lead, { ...lead })).toBe('unchanged');
    expect(classifyItemChange(openInvoice, paidInvoice)).toBe('updated');
  });

  it('raises new_lead for a lead seen for the first time, once', () => {
    expect(itemBusinessEvents(undefined, lead, live)).toEqual([
      {
        type: 'new_lead',
        data: { lead: { name: 'Jane Okafor', email: 'jane@x.example', phone: null, source: 'Web form' } },
      },
    ]);
    expect(itemBusinessEvents(lead, { ...lead, status: 'customer' }, live)).toEqual([]);
  });

  it('raises meeting_scheduled only for a new meeting that is still ahead and not cancelled', () => {
    expect(itemBusinessEvents(undefined, meeting, live)).toEqual([
      {
        type: 'meeting_scheduled',
        data: {
          meeting: {
            title: 'Demo',
            startsAt: '2026-03-05T15:00:00.000Z',
            attendeeName: 'Aisha',
            attendeeEmail: 'a@x.example',
          },
        },
      },
    ]);
    expect(itemBusinessEvents(undefined, { ...meeting, date: '2026-03-01T09:00:00.000Z' }, live)).toEqual([]);
    expect(itemBusinessEvents(undefined, { ...meeting, status: 'cancelled' }, live)).toEqual([]);
    expect(itemBusinessEvents(meeting, { ...meeting, name: 'Demo (moved)' }, live)).toEqual([]);
  });

  it('raises invoice_paid when an invoice turns paid, or first appears paid, and never again', () => {
    const event = {
      type: 'invoice_paid',
      data: {
        invoice: {
          id: 'in_1',
          number: 'INV-7',
          amount: 1250.5,
          currency: 'EUR',
          customerName: 'Brightside',
          // The customer's address, so a thank-you email can go to them.
          customerEmail: 'billing@brightside.example',
        },
      },
    };
    expect(itemBusinessEvents(openInvoice, paidInvoice, live)).toEqual([event]);
    expect(itemBusinessEvents(undefined, paidInvoice, live)).toEqual([event]);
    expect(itemBusinessEvents(paidInvoice, paidInvoice, live)).toEqual([]);
    expect(itemBusinessEvents(undefined, openInvoice, live)).toEqual([]);
  });

  it('raises nothing while a connection reads its history for the first time', () => {
    const backfill = { ...live, backfill: true };
    expect([lead, meeting, paidInvoice].flatMap((i) => itemBusinessEvents(undefined, i, backfill))).toEqual([]);
  });

  it('raises integration_item for an item of any kind seen for the first time or with a new status, not in the history', () => {
    const source = { integrationId: 'int1', providerName: 'Stripe', backfill: false };
    expect(integrationItemEvent(undefined, openInvoice, source)).toEqual({
      type: 'integration_item',
      data: {
        integrationId: 'int1',
        provider: 'Stripe',
        dataType: 'invoice',
        externalId: 'in_1',
        name: 'Item',
        reference: 'INV-7',
        status: 'open',
        change: 'new',
        previousStatus: null,
        amount: 1250.5,
        currency: 'EUR',
        contactName: 'Brightside',
        contactEmail: 'billing@brightside.example',
        contactPhone: null,
        dueDate: '2026-03-31',
      },
    });
    expect(integrationItemEvent(undefined, lead, source)?.data).toMatchObject({ dataType: 'lead', amount: null });
    // Seen before: only a change of status is news, once (the same status again, or another field, raises nothing).
    expect(integrationItemEvent(openInvoice, paidInvoice, source)?.data).toMatchObject({
      status: 'paid',
      change: 'status_changed',
      previousStatus: 'open',
    });
    expect(integrationItemEvent(paidInvoice, paidInvoice, source)).toBeUndefined();
    expect(integrationItemEvent(openInvoice, { ...openInvoice, valueCents: 1 }, source)).toBeUndefined();
    expect(integrationItemEvent(undefined, openInvoice, { ...source, backfill: true })).toBeUndefined();
  });

  it('raises an overdue invoice as a change from its status to overdue, with its due day', () => {
    const source = { integrationId: 'int1', providerName: 'Xero' };
    expect(overdueInvoiceEvent(openInvoice, source).data).toMatchObject({
      dataType: 'invoice',
      status: 'overdue',
      change: 'status_changed',
      previousStatus: 'open',
      dueDate: '2026-03-31',
      amount: 1250.5,
    });
  });

  it('moves the counters by the difference an item makes, revenue only in revenue states', () => {
    expect(summaryDelta(undefined, openInvoice)).toEqual({
      dataType: 'invoice',
      count: 1,
      valueCents: 125_050,
      revenueCents: 0,
    });
    expect(summaryDelta(openInvoice, paidInvoice)).toEqual({
      dataType: 'invoice',
      count: 0,
      valueCents: 0,
      revenueCents: 125_050,
    });
    expect(summaryDelta(paidInvoice, undefined)).toEqual({
      dataType: 'invoice',
      count: -1,
      valueCents: -125_050,
      revenueCents: -125_050,
    });
    const refunded = item({ dataType: 'payment', status: 'refunded', valueCents: 0 });
    const succeeded = { ...refunded, status: 'succeeded', valueCents: 4_900 };
    expect(summaryDelta(succeeded, refunded)).toEqual({
      dataType: 'payment',
      count: 0,
      valueCents: -4_900,
      revenueCents: -4_900,
    });
  });
});
