import { actionTypes, triggerTypes } from '@shared/catalog/automation-types';
import { actionOutputs, triggerVariables } from '@shared/catalog/automation-variables';
import type {
  ActionStepInput,
  Automation,
  AutomationStep,
  TriggerConfig,
  TriggerType,
} from '@shared/schemas/automation';
import { automationStepSchema } from '@shared/schemas/automation';
import { type BusinessEventDetail, businessEventEnvelopeSchema } from '@shared/schemas/business-event';
import { businessEventTypes } from '@shared/schemas/business-event-type';
import { describe, expect, it } from 'vitest';
import type { StoredAutomationRun } from '../../data/automations/automation-runs';
import type { ActionPorts, OutgoingMessage } from '../../domain/automations/actions';
import { type RunnerDeps, runAutomations } from './automation-runner';

/**
 * The catalogue the builder offers, entry by entry: every trigger is an event the runner's rule lets through and
 * whose data fills every variable the catalogue lists for it; every action runs and gives the outputs it promises.
 * (Each one's real path is covered by its own API test: `automations.api.test.ts`, `schedule-trigger`,
 * `receive-automation-hook`, `integration-item-trigger`, `note-follow-up-trigger`, `chat-actions`, forecast's.)
 */
const base = { workspaceId: 'ws1', occurredAt: '2026-11-22T08:00:00.000Z' };
const task = {
  id: 't1',
  title: 'Call Acme',
  description: 'About the renewal',
  status: 'pending',
  priority: 'high',
  dueDate: '2026-12-01T00:00:00.000Z',
  assigneeEmployeeId: null,
  createdAt: '2026-11-22T08:00:00.000Z',
  updatedAt: '2026-11-22T08:00:00.000Z',
  completedAt: '2026-11-22T08:00:00.000Z',
};

/** The event each trigger's publisher sends, with every field the catalogue names filled. */
const events: Record<TriggerType, BusinessEventDetail> = {
  invoice_paid: {
    ...base,
    eventId: 'e-invoice',
    type: 'invoice_paid',
    data: {
      invoice: {
        id: 'in_1',
        number: 'INV-7',
        amount: 120,
        currency: 'USD',
        customerName: 'Acme',
        customerEmail: 'ap@acme.example',
      },
    },
  },
  new_lead: {
    ...base,
    eventId: 'e-lead',
    type: 'new_lead',
    data: { lead: { name: 'Ada', email: 'ada@x.example', phone: '+15551234567', source: 'Web form' } },
  },
  meeting_scheduled: {
    ...base,
    eventId: 'e-meeting',
    type: 'meeting_scheduled',
    data: {
      meeting: {
        title: 'Demo',
        startsAt: '2026-12-01T15:00:00Z',
        attendeeName: 'Aisha',
        attendeeEmail: 'aisha@x.example',
      },
    },
  },
  task_completed: { ...base, eventId: 'e-done', type: 'task_completed', data: { task } },
  task_created: { ...base, eventId: 'e-new-task', type: 'task_created', data: { task } },
  schedule: {
    ...base,
    eventId: 'e-schedule',
    type: 'schedule',
    data: { automationId: 'a-schedule', scheduledAt: '2026-11-22T08:00:00.000Z', date: '2026-11-22' },
  },
  webhook_received: {
    ...base,
    eventId: 'e-hook',
    type: 'webhook_received',
    data: { automationId: 'a-webhook_received', receivedAt: '2026-11-22T08:00:00.000Z', body: { orderId: 'o-1' } },
  },
  integration_item: {
    ...base,
    eventId: 'e-item',
    type: 'integration_item',
    data: {
      integrationId: 'int1',
      provider: 'Shopify',
      dataType: 'order',
      externalId: '1001',
      name: 'Order #1001',
      reference: '#1001',
      status: 'paid',
      amount: 540,
      currency: 'USD',
      contactName: 'Sam',
      contactEmail: 'sam@x.example',
      contactPhone: '+15557654321',
      // Only invoices have one; the sample fills every variable the trigger lists.
      dueDate: '2026-11-30',
    },
  },
  cash_low: {
    ...base,
    eventId: 'e-cash',
    type: 'cash_low',
    data: { date: '2026-12-15', amount: 800, currency: 'USD', threshold: 1000, drivers: ['Payroll ($12,000.00)'] },
  },
  employee_note_follow_up_due: {
    ...base,
    eventId: 'e-note',
    type: 'employee_note_follow_up_due',
    data: {
      noteId: 'n1',
      employeeId: 'emp1',
      employeeName: 'Sam Carter',
      subject: 'Goals',
      followUpDate: '2026-12-01',
    },
  },
};

const triggerConfigs: Partial<Record<TriggerType, TriggerConfig>> = {
  schedule: { every: 'day', at: '08:00' },
  integration_item: { dataType: 'order' },
};

/** Settings that make each action act (the ports below answer as the services do on success). */
const actionConfigs: { [A in ActionStepInput['action']]: Extract<ActionStepInput, { action: A }>['config'] } = {
  send_email: { emailTo: 'owner@example.com' },
  create_task: { taskDueInDays: 3 },
  send_sms: { smsTo: '+15551234567' },
  update_crm: {},
  post_slack: { integrationId: 'i-slack', channel: '#sales', text: 'Paid {{trigger.amount}}' },
  post_teams: { integrationId: 'i-teams', channel: 'team/channel', text: 'Paid {{trigger.amount}}' },
  send_webhook: { url: 'https://hooks.example.com/in' },
  update_task: { taskId: '{{steps.1.taskId}}', status: 'completed' },
  notify: { memberUserIds: ['u1'] },
  add_employee_note: { employeeId: 'emp1', subject: 'Paid', content: '{{invoice.customerName}} paid' },
};

function automation(triggerType: TriggerType, steps: AutomationStep[]): Automation {
  return {
    id: `a-${triggerType}`,
    name: 'Catalogue',
    description: null,
    isActive: true,
    triggerType,
    triggerConfig: triggerConfigs[triggerType] ?? null,
    actionType: 'send_email',
    actionConfig: {},
    steps,
    createdByUserId: 'u1',
    createdAt: base.occurredAt,
    updatedAt: base.occurredAt,
    runCount: 0,
    lastRunAt: null,
    lastRunStatus: null,
  };
}

/** Runs `automation` for `event` with ports that succeed; answers the stored run and the messages sent. */
async function run(a: Automation, event: BusinessEventDetail) {
  const runs: StoredAutomationRun[] = [];
  const messages: OutgoingMessage[] = [];
  const ports: ActionPorts = {
    createTask: async () => true,
    sendMessage: async (m) => {
      messages.push(m);
      return { delivery: 'outbox' };
    },
    connectedCrm: async () => ({ provider: 'hubspot', recordActivity: async () => {} }),
    notifyMembers: async ({ userIds }) => ({ notified: userIds.length }),
    sendWebhook: async () => ({ statusCode: 204 }),
    updateTask: async ({ taskId, status }) => ({ taskId, status: status ?? 'pending', title: 'Call Acme' }),
    postMessage: async ({ channel }) => ({ channel, messageId: '1700000000.000100' }),
    addEmployeeNote: async ({ idempotencyKey }) => ({ noteId: idempotencyKey, created: true, employeeName: 'Sam' }),
  };
  const deps: RunnerDeps = {
    listActiveAutomations: async () => [a],
    claimRun: async (_ws, r) => {
      runs.push(structuredClone(r));
      return { claimed: true };
    },
    takeOverRun: async () => false,
    saveRunProgress: async (_ws, _r, progress) => void Object.assign(runs[0]!, structuredClone(progress)),
    parkRun: async () => {},
    recordAutomationRun: async () => null,
    runHistoryDays: async () => 30,
    actionPorts: () => ports,
    timeZone: async () => 'UTC',
    retrySchedule: [1],
    newId: () => 'run1',
    now: () => new Date('2026-11-22T08:00:05.000Z'),
  };
  const envelope = { 'detail-type': event.type, source: 'bizpilot', detail: event };
  const result = await runAutomations(envelope, deps);
  return { result, run: runs[0], messages };
}

describe('the automation catalogue', () => {
  it('offers at least 10 triggers and 10 actions', () => {
    expect(triggerTypes.length).toBeGreaterThanOrEqual(10);
    expect(actionTypes.length).toBeGreaterThanOrEqual(10);
  });

  it.each(triggerTypes.map((t) => t.value))(
    '%s: fires a run whose texts fill every variable it lists',
    async (type) => {
      // The runner's EventBridge rule (and the local bus's) passes only these: a trigger outside it never fires.
      expect(businessEventTypes).toContain(type);
      const event = events[type];
      expect(
        businessEventEnvelopeSchema.safeParse({ 'detail-type': type, source: 'bizpilot', detail: event }).success,
      ).toBe(true);
      const names = triggerVariables(type).map((v) => (v.open ? `${v.name}.orderId` : v.name));
      const emailBody = names.map((name) => `${name}=[{{${name}}}]`).join('\n');
      const step = automationStepSchema.parse({
        type: 'action',
        action: 'send_email',
        config: { emailTo: 'owner@example.com', emailBody },
      });
      const { result, run: stored, messages } = await run(automation(type, [step]), event);
      expect(result).toMatchObject({ status: 'recorded', automationsRun: 1 });
      expect(stored).toMatchObject({ status: 'succeeded', trigger: type });
      const lines = messages[0]!.body.split('\n');
      expect(
        lines.filter((line) => line.endsWith('=[]')),
        'variables this trigger leaves empty',
      ).toEqual([]);
    },
  );

  it.each(actionTypes.map((a) => a.value))('%s: runs and gives the outputs it promises', async (action) => {
    // A task first, so update_task has one to change by variable.
    const steps = [
      { type: 'action', action: 'create_task', config: {} },
      { type: 'action', action, config: actionConfigs[action] },
    ].map((s) => automationStepSchema.parse(s));
    const { run: stored } = await run(automation('invoice_paid', steps), events.invoice_paid);
    expect(stored, JSON.stringify(stored?.steps)).toMatchObject({ status: 'succeeded' });
    const output = stored!.steps.find((s) => s.index === 2)?.output ?? {};
    for (const promised of actionOutputs[action]) expect(output, promised.name).toHaveProperty(promised.name);
  });
});
