import type { TriggerConfig, TriggerType } from '@shared/schemas/automation';
import { describe, expect, it } from 'vitest';
import { integrationItemEvent, overdueInvoiceEvent } from '../integrations/item-change';
import { syncedItem } from '../integrations/synced-item';
import { type MatchableAutomation, matchAutomations } from './matching';

const item = (dataType: string, status: string | null) => ({
  type: 'integration_item' as const,
  data: { integrationId: 'i1', provider: 'shopify', dataType, externalId: 'x', name: 'Order #1', status },
});

/** An active automation on the trigger, with the trigger's settings when it has some. */
const active = (id: string, triggerType: TriggerType, triggerConfig?: TriggerConfig | null): MatchableAutomation => ({
  id,
  isActive: true,
  triggerType,
  triggerConfig,
});

describe('matchAutomations', () => {
  const automations = [
    active('a', 'task_completed'),
    { ...active('b', 'task_completed'), isActive: false },
    active('c', 'new_lead'),
    active('d', 'task_completed'),
  ];
  const task = { type: 'task_completed' as const, data: {} as never };

  it('picks the active automations whose trigger is the event type, in order', () => {
    expect(matchAutomations(automations, task).map((a) => a.id)).toEqual(['a', 'd']);
    expect(matchAutomations(automations, { type: 'new_lead', data: {} as never }).map((a) => a.id)).toEqual(['c']);
    expect(matchAutomations(automations, { type: 'invoice_paid', data: {} as never })).toEqual([]);
  });

  it('a due schedule or a posted hook fires only the automation it names', () => {
    const scheduled = [
      active('s1', 'schedule'),
      active('s2', 'schedule'),
      active('h1', 'webhook_received'),
      active('h2', 'webhook_received'),
    ];
    const due = { automationId: 's2', scheduledAt: '2026-11-30T08:00:00Z', date: '2026-11-30' };
    expect(matchAutomations(scheduled, { type: 'schedule', data: due }).map((a) => a.id)).toEqual(['s2']);
    const posted = { automationId: 'h1', receivedAt: '2026-11-30T08:00:00Z', body: {} };
    expect(matchAutomations(scheduled, { type: 'webhook_received', data: posted }).map((a) => a.id)).toEqual(['h1']);
  });

  it('a synced item fires the automations watching its kind, and its status when they chose one', () => {
    const watching = [
      active('orders', 'integration_item', { dataType: 'order' }),
      active('failed-payments', 'integration_item', { dataType: 'payment', status: 'failed' }),
      active('unset', 'integration_item', null),
    ];
    expect(matchAutomations(watching, item('order', 'paid')).map((a) => a.id)).toEqual(['orders']);
    expect(matchAutomations(watching, item('payment', 'Failed')).map((a) => a.id)).toEqual(['failed-payments']);
    expect(matchAutomations(watching, item('payment', 'succeeded'))).toEqual([]);
  });

  it('a change of status fires only the automations watching for the status the item has now', () => {
    const watching = [
      active('deals', 'integration_item', { dataType: 'deal' }),
      active('lost-deals', 'integration_item', { dataType: 'deal', status: 'lost' }),
    ];
    const changed = (status: string) => {
      const event = item('deal', status);
      return { ...event, data: { ...event.data, change: 'status_changed' as const, previousStatus: 'open' } };
    };
    expect(matchAutomations(watching, changed('lost')).map((a) => a.id)).toEqual(['lost-deals']);
    expect(matchAutomations(watching, changed('won'))).toEqual([]);
    // An event stored before changes fired carries no `change`: it was a new item.
    expect(matchAutomations(watching, item('deal', 'lost')).map((a) => a.id)).toEqual(['deals', 'lost-deals']);
  });

  it('an item a later sync turns into the watched state (a payment now failed, an invoice now open) fires it, once', () => {
    const watching = [
      active('failed-payments', 'integration_item', { dataType: 'payment', status: 'failed' }),
      active('unpaid-invoices', 'integration_item', { dataType: 'invoice', status: 'open' }),
    ];
    const source = { backfill: false, integrationId: 'i1', providerName: 'Stripe' };
    const synced = (dataType: 'payment' | 'invoice', status: string) =>
      syncedItem({ externalId: `${dataType}-1`, dataType, name: 'Brightside', date: null, status });
    const fired = (before: ReturnType<typeof synced> | undefined, after: ReturnType<typeof synced>) => {
      const event = integrationItemEvent(before, after, source);
      return event?.type === 'integration_item' ? matchAutomations(watching, event).map((a) => a.id) : [];
    };
    // New and pending: not what either watches.
    expect(fired(undefined, synced('payment', 'pending'))).toEqual([]);
    // The next sync finds it failed: news for those watching failed payments; the one after, the same state: nothing.
    expect(fired(synced('payment', 'pending'), synced('payment', 'failed'))).toEqual(['failed-payments']);
    expect(fired(synced('payment', 'failed'), synced('payment', 'failed'))).toEqual([]);
    // Recovered, then failed again: each failure is news.
    expect(fired(synced('payment', 'failed'), synced('payment', 'succeeded'))).toEqual([]);
    expect(fired(synced('payment', 'succeeded'), synced('payment', 'failed'))).toEqual(['failed-payments']);
    // A draft invoice sent (now open, unpaid) on a later sync, and one that arrives open.
    expect(fired(synced('invoice', 'draft'), synced('invoice', 'open'))).toEqual(['unpaid-invoices']);
    expect(fired(undefined, synced('invoice', 'open'))).toEqual(['unpaid-invoices']);
  });

  it('an overdue invoice fires only those watching invoices overdue: saved ones on open invoices keep their meaning', () => {
    const on = (id: string, status?: string) =>
      active(id, 'integration_item', { dataType: 'invoice', ...(status ? { status } : {}) });
    const watching = [on('overdue', 'overdue'), on('opened', 'open'), on('new-invoices')];
    const invoice = syncedItem({
      externalId: 'in_1',
      dataType: 'invoice',
      name: 'Invoice 7',
      date: null,
      status: 'open',
      dueDate: '2026-12-01',
    });
    const source = { integrationId: 'i1', providerName: 'Xero' };
    expect(matchAutomations(watching, overdueInvoiceEvent(invoice, source)).map((a) => a.id)).toEqual(['overdue']);
    const opened = integrationItemEvent(undefined, invoice, { ...source, backfill: false });
    expect(opened && matchAutomations(watching, opened).map((a) => a.id)).toEqual(['opened', 'new-invoices']);
  });

  it('accepts the forecast’s cash_low event', () => {
    const cash = [active('c1', 'cash_low')];
    const data = { date: '2026-12-15', amount: 1200, drivers: ['Payroll on Dec 15'] };
    expect(matchAutomations(cash, { type: 'cash_low', data }).map((a) => a.id)).toEqual(['c1']);
  });
});
