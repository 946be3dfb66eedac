import { type ActionStepInput, actionStepSchema, type TriggerType } from '@shared/schemas/automation';
import type { BusinessEventDetail } from '@shared/schemas/business-event';
import { describe, expect, it } from 'vitest';
import { unexpectedStepPorts } from '../../../scripts/testing/fakes/step-action-ports';
import { taskCompletedEvent } from '../../../scripts/testing/fixtures/business-events';
import {
  type ActionPorts,
  describeEvent,
  type FollowUpTask,
  NO_CRM_CONNECTED,
  type OutgoingMessage,
  performActionStep,
} from './actions';
import { PermanentFailure } from './retry';
import { templateValues } from './template-values';

const event = taskCompletedEvent({ eventId: 'e1' });

function ports(overrides: Partial<ActionPorts> = {}) {
  const tasks: FollowUpTask[] = [];
  const messages: OutgoingMessage[] = [];
  const value: ActionPorts = {
    ...unexpectedStepPorts,
    createTask: async (task) => {
      tasks.push(task);
      return true;
    },
    sendMessage: async (message) => {
      messages.push(message);
      return { delivery: 'outbox' };
    },
    connectedCrm: async () => undefined,
    ...overrides,
  };
  return { value, tasks, messages };
}

type LegacyAction = 'create_task' | 'send_email' | 'send_sms' | 'update_crm';
const automation = (action: LegacyAction, config: Record<string, unknown> = {}) => ({
  id: 'a1',
  name: 'Auto',
  step: actionStepSchema.parse({ type: 'action', action, config } satisfies ActionStepInput),
  triggerType: 'task_completed' as TriggerType,
  createdByUserId: 'u1',
});

/** Performs the automation's one step for the event (a completed task unless said), in a workspace on UTC. */
async function act(
  a: ReturnType<typeof automation>,
  key: string,
  p: ActionPorts,
  options: { event?: BusinessEventDetail; chain?: string[]; timeZone?: string; now?: Date } = {},
): Promise<string> {
  const on = options.event ?? event;
  const timeZone = options.timeZone ?? 'UTC';
  const context = {
    automation: a,
    event: on,
    idempotencyKey: key,
    values: templateValues(on, timeZone),
    chain: options.chain ?? [a.id],
    now: options.now ?? new Date('2026-11-22T08:00:05.000Z'),
    timeZone,
  };
  return (await performActionStep(a.step, context, p)).summary;
}

describe('performActionStep', () => {
  it("create_task: 'Follow up: <task title>' by default, with the run id as the task id", async () => {
    const p = ports();
    expect(await act(automation('create_task'), 'run1', p.value)).toBe('Created task "Follow up: Call Acme"');
    expect(p.tasks).toEqual([
      {
        id: 'run1',
        title: 'Follow up: Call Acme',
        description: 'Created by the automation "Auto" (Task "Call Acme" completed).',
        priority: 'medium',
        dueDate: null,
        assigneeEmployeeId: null,
        createdByAutomationId: 'a1',
        automationChain: ['a1'],
        userId: 'u1',
      },
    ]);
  });

  it("create_task: the task keeps the run's chain, so its completion carries it", async () => {
    const p = ports();
    await act(automation('create_task'), 'run2', p.value, { chain: ['a0', 'a1'] });
    expect(p.tasks[0]?.automationChain).toEqual(['a0', 'a1']);
  });

  it("create_task: due taskDueInDays after the workspace's today, assigned as the step says", async () => {
    const p = ports();
    const step = automation('create_task', { taskDueInDays: 14, taskAssigneeEmployeeId: 'emp-sam' });
    // 23:30 on Nov 21 in New York is already Nov 22 in UTC: the due date counts from the workspace's day.
    const now = new Date('2026-11-22T04:30:00.000Z');
    await act(step, 'run3', p.value, { now, timeZone: 'America/New_York' });
    await act(automation('create_task', { taskDueInDays: 0 }), 'run4', p.value, { now });
    expect(p.tasks.map((t) => [t.dueDate, t.assigneeEmployeeId])).toEqual([
      ['2026-12-05T00:00:00.000Z', 'emp-sam'],
      ['2026-11-22T00:00:00.000Z', null],
    ]);
  });

  it('create_task: says so when an earlier attempt already created the task', async () => {
    const p = ports({ createTask: async () => false });
    expect(await act(automation('create_task', { taskTitle: 'Invoice {{task.title}}' }), 'r', p.value)).toBe(
      'Task "Invoice Call Acme" already created',
    );
  });

  it('send_email and send_sms: fill the templates and keep the run id as the message id', async () => {
    const p = ports();
    await act(automation('send_email', { emailTo: 'a@example.com', emailBody: 'P={{task.priority}}' }), 'r1', p.value);
    await act(automation('send_sms', { smsTo: '+15551234567', smsMessage: '{{task.title}} done' }), 'r2', p.value);
    expect(p.messages).toEqual([
      { id: 'r1', channel: 'email', to: 'a@example.com', subject: 'Task completed: Call Acme', body: 'P=high' },
      { id: 'r2', channel: 'sms', to: '+15551234567', subject: null, body: 'Call Acme done' },
    ]);
  });

  it('fails permanently without a recipient, and update_crm without a connected CRM', async () => {
    await expect(act(automation('send_email'), 'r', ports().value)).rejects.toBeInstanceOf(PermanentFailure);
    await expect(act(automation('send_sms'), 'r', ports().value)).rejects.toBeInstanceOf(PermanentFailure);
    await expect(act(automation('update_crm'), 'r', ports().value)).rejects.toThrow(NO_CRM_CONNECTED);
  });

  it('update_crm: records the note through the connected CRM', async () => {
    const notes: string[] = [];
    const p = ports({
      connectedCrm: async () => ({ provider: 'hubspot', recordActivity: async (note) => void notes.push(note) }),
    });
    expect(await act(automation('update_crm'), 'r', p.value)).toBe('Recorded the event in hubspot');
    expect(notes).toEqual(['Task "Call Acme" was completed at Nov 22, 2026, 8:00 AM UTC.']);
  });
});

describe('recipients given as variables', () => {
  const invoicePaid = (customerEmail: string | null) => ({
    eventId: 'e',
    workspaceId: 'w',
    occurredAt: '2026-11-22T08:00:00.000Z',
    type: 'invoice_paid' as const,
    data: {
      invoice: { id: 'i1', number: 'INV-7', amount: 2996.06, currency: 'USD', customerName: 'Acme', customerEmail },
    },
  });
  const thankYou = {
    ...automation('send_email', {
      emailTo: '{{invoice.customerEmail}}',
      emailSubject: 'Thank you, {{invoice.customerName}}',
      emailBody: 'We received {{invoice.amount}} for {{invoice.number}}.',
    }),
    triggerType: 'invoice_paid' as const,
  };
  const thank = (customerEmail: string | null, p: ActionPorts) =>
    act(thankYou, 'r1', p, { event: invoicePaid(customerEmail) });

  it("emails the event's customer, with money as money", async () => {
    const p = ports();
    expect(await thank('ap@acme.example', p.value)).toBe(
      'Stored email in the outbox to ap@acme.example: "Thank you, Acme"',
    );
    expect(p.messages).toEqual([
      {
        id: 'r1',
        channel: 'email',
        to: 'ap@acme.example',
        subject: 'Thank you, Acme',
        body: 'We received $2,996.06 for INV-7.',
      },
    ]);
  });

  it('fails for good when the event has no usable address, saying which', async () => {
    const p = ports();
    await expect(thank(null, p.value)).rejects.toThrow(
      'The recipient {{invoice.customerEmail}} is empty for this event, so there is no one to send to',
    );
    await expect(thank('not an address', p.value)).rejects.toThrow(
      'The recipient {{invoice.customerEmail}} is "not an address" for this event, which is not an email address',
    );
    await expect(thank(null, p.value)).rejects.toBeInstanceOf(PermanentFailure);
    expect(p.messages).toEqual([]);
  });
});

describe('describeEvent', () => {
  it('says in one line what each event is about', () => {
    expect(describeEvent(event)).toBe('Task "Call Acme" completed');
    const base = { eventId: 'e', workspaceId: 'w', occurredAt: '2026-11-22T08:00:00.000Z' };
    expect(describeEvent({ ...base, type: 'new_lead', data: { lead: { name: 'Ada' } } })).toBe('New lead Ada');
    expect(
      describeEvent({
        ...base,
        type: 'invoice_paid',
        data: { invoice: { id: 'i1', number: 'INV-7', amount: 120, currency: 'USD' } },
      }),
    ).toBe('Invoice INV-7 paid: $120.00');
    expect(
      describeEvent({
        ...base,
        type: 'meeting_scheduled',
        data: { meeting: { title: 'Kickoff', startsAt: '2026-12-01T10:00:00Z' } },
      }),
    ).toBe('Meeting "Kickoff" scheduled for 2026-12-01T10:00:00Z');
  });
});
