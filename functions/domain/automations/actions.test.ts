import { describe, expect, it } from 'vitest';
import { taskCompletedEvent } from '../../../scripts/testing/fixtures/business-events';
import {
  type ActionPorts,
  describeEvent,
  type FollowUpTask,
  NO_CRM_CONNECTED,
  type OutgoingMessage,
  performAction,
} from './actions';
import { PermanentFailure } from './retry';

const event = taskCompletedEvent({ eventId: 'e1' });

function ports(overrides: Partial<ActionPorts> = {}) {
  const tasks: FollowUpTask[] = [];
  const messages: OutgoingMessage[] = [];
  const value: ActionPorts = {
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

const automation = (actionType: 'create_task' | 'send_email' | 'send_sms' | 'update_crm', actionConfig = {}) => ({
  id: 'a1',
  name: 'Auto',
  actionType,
  actionConfig,
  triggerType: 'task_completed' as const,
  createdByUserId: 'u1',
});

/** Every action here answers the same completed task, in a workspace on UTC. */
const act = (a: ReturnType<typeof automation>, runId: string, p: ActionPorts) =>
  performAction(a, event, runId, p, 'UTC');

describe('performAction', () => {
  it("create_task: 'Follow up: <task title>' by default, with the run id as the task id", async () => {
    const p = ports();
    expect(await act(automation('create_task'), 'run1', p.value)).toBe('Created task "Follow up: Call Acme"');
    expect(p.tasks).toEqual([
      {
        id: 'run1',
        title: 'Follow up: Call Acme',
        description: 'Created by the automation "Auto" (Task "Call Acme" completed).',
        priority: 'medium',
        createdByAutomationId: 'a1',
        userId: 'u1',
      },
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
    ).toBe('Invoice INV-7 paid: 120 USD');
    expect(
      describeEvent({
        ...base,
        type: 'meeting_scheduled',
        data: { meeting: { title: 'Kickoff', startsAt: '2026-12-01T10:00:00Z' } },
      }),
    ).toBe('Meeting "Kickoff" scheduled for 2026-12-01T10:00:00Z');
  });
});
