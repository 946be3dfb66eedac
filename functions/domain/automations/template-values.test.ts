import { describe, expect, it } from 'vitest';
import { taskCompletedEvent } from '../../../scripts/testing/fixtures/business-events';
import { templateValues } from './template-values';

describe('templateValues', () => {
  const event = taskCompletedEvent({
    occurredAt: '2026-11-23T16:59:57.460Z',
    data: {
      task: {
        ...taskCompletedEvent().data.task,
        dueDate: '2026-11-26T00:00:00.000Z',
        completedAt: '2026-11-23T16:59:57.460Z',
      },
    },
  });

  it("reads instants in the workspace's zone and a due date as its calendar day", () => {
    expect(templateValues(event, 'America/New_York')).toMatchObject({
      task: { title: 'Call Acme', completedAt: 'Nov 23, 2026, 11:59 AM EST', dueDate: 'Nov 26, 2026' },
      event: { type: 'task_completed', occurredAt: 'Nov 23, 2026, 11:59 AM EST' },
    });
    // Midnight UTC is the evening before in Los Angeles; the due day stays the 26th.
    expect(templateValues(event, 'America/Los_Angeles')).toMatchObject({
      task: { completedAt: 'Nov 23, 2026, 8:59 AM PST', dueDate: 'Nov 26, 2026' },
    });
  });

  it("writes days as the spec's 'MMM dd, yyyy'", () => {
    const early = taskCompletedEvent({
      data: { task: { ...taskCompletedEvent().data.task, dueDate: '2026-12-01T00:00:00.000Z' } },
    });
    expect(templateValues(early, 'Pacific/Honolulu')).toMatchObject({ task: { dueDate: 'Dec 01, 2026' } });
  });

  it('writes money in its currency, not as a bare number and a code', () => {
    const paid = (amount: number, currency: string) =>
      templateValues(
        {
          eventId: 'e',
          workspaceId: 'w',
          occurredAt: '2026-12-01T09:00:00Z',
          type: 'invoice_paid',
          data: { invoice: { id: 'i', amount, currency, customerName: 'Acme', customerEmail: 'ap@acme.example' } },
        },
        'UTC',
      );
    expect(paid(2996.06, 'USD')).toMatchObject({
      invoice: { amount: '$2,996.06', currency: 'USD', customerName: 'Acme', customerEmail: 'ap@acme.example' },
    });
    expect(paid(1250.5, 'EUR')).toMatchObject({ invoice: { amount: '€1,250.50' } });
  });

  it("gives a meeting's start in the zone and leaves other values as they are", () => {
    const base = { eventId: 'e', workspaceId: 'w', occurredAt: '2026-12-01T09:00:00Z' };
    expect(
      templateValues(
        {
          ...base,
          type: 'meeting_scheduled',
          data: { meeting: { title: 'Kickoff', startsAt: '2026-12-01T15:30:00Z' } },
        },
        'UTC',
      ),
    ).toMatchObject({ meeting: { title: 'Kickoff', startsAt: 'Dec 01, 2026, 3:30 PM UTC' } });
    expect(templateValues({ ...base, type: 'new_lead', data: { lead: { name: 'Ada', email: null } } }, 'UTC')).toEqual({
      lead: { name: 'Ada', email: null },
      event: { type: 'new_lead', occurredAt: 'Dec 01, 2026, 9:00 AM UTC' },
      trigger: { name: 'Ada', email: null, occurredAt: 'Dec 01, 2026, 9:00 AM UTC' },
    });
  });

  it("names every trigger's data trigger.<field> too, issue 33's events read as a person writes them", () => {
    const base = { eventId: 'e', workspaceId: 'w', occurredAt: '2026-12-01T09:00:00Z' };
    const cash = templateValues(
      {
        ...base,
        type: 'cash_low',
        data: { date: '2026-12-15', amount: 1200, threshold: 5000, drivers: ['Payroll on Dec 15', 'Rent'] },
      },
      'UTC',
    );
    expect(cash).toMatchObject({
      trigger: {
        date: 'Dec 15, 2026',
        amount: '$1,200.00',
        threshold: '$5,000.00',
        drivers: 'Payroll on Dec 15; Rent',
      },
    });
    const hook = templateValues(
      {
        ...base,
        type: 'webhook_received',
        data: { automationId: 'a1', receivedAt: base.occurredAt, body: { orderId: 7 } },
      },
      'UTC',
    );
    expect(hook).toMatchObject({ trigger: { body: { orderId: 7 }, receivedAt: 'Dec 01, 2026, 9:00 AM UTC' } });
  });
});
