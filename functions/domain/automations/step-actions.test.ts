import type { BusinessEventDetail } from '@shared/schemas/business-event';
import { describe, expect, it } from 'vitest';
import { unexpected } from '../../../scripts/testing/fakes/step-action-ports';
import type { ActionContext } from './action-context';
import { type ActionPorts, performActionStep } from './actions';
import { PermanentFailure } from './retry';
import { type StepActionPorts, webhookAnswerOutcome } from './step-actions';
import { templateValues } from './template-values';

const event = {
  eventId: 'e1',
  workspaceId: 'w1',
  occurredAt: '2026-12-01T09:00:00Z',
  type: 'invoice_paid',
  data: { invoice: { id: 'inv1', number: '42', amount: 2996.06, currency: 'USD', customerName: 'Acme' } },
} satisfies BusinessEventDetail;
const automation = { id: 'a1', name: 'Thank-you', triggerType: 'invoice_paid' as const, createdByUserId: 'u0' };
const context = (key = 'run1:1'): ActionContext => ({
  automation,
  event,
  idempotencyKey: key,
  chain: ['a1'],
  values: templateValues(event, 'UTC'),
  now: new Date('2026-12-01T09:00:05Z'),
  timeZone: 'UTC',
});

function ports(overrides: Partial<StepActionPorts> = {}) {
  const calls: { port: string; args: unknown }[] = [];
  const record =
    <T>(port: string, answer: T) =>
    async (args: unknown) => {
      calls.push({ port, args });
      return answer;
    };
  const value: ActionPorts = {
    createTask: unexpected('task'),
    sendMessage: unexpected('message'),
    connectedCrm: unexpected('CRM'),
    notifyMembers: record('notifyMembers', { notified: 2 }),
    sendWebhook: record('sendWebhook', { statusCode: 204 }),
    updateTask: record('updateTask', { taskId: 't1', status: 'completed', title: 'Call Acme' }),
    postMessage: record('postMessage', { channel: '#sales', messageId: '1700000000.000100' }),
    addEmployeeNote: record('addEmployeeNote', { noteId: 'run1:1', created: true, employeeName: 'Sam Carter' }),
    ...overrides,
  };
  return { value, calls };
}

describe('issue 33 action steps', () => {
  it("notify: the chosen members, the trigger's texts filled, keyed by the step", async () => {
    const p = ports();
    const outcome = await performActionStep(
      { type: 'action', action: 'notify', config: { memberUserIds: ['u1', 'u2'], title: 'Paid: {{trigger.amount}}' } },
      context(),
      p.value,
    );
    expect(outcome).toEqual({ summary: 'Notified 2 members: "Paid: $2,996.06"', output: { notifiedCount: 2 } });
    expect(p.calls[0]?.args).toMatchObject({
      idempotencyKey: 'run1:1',
      userIds: ['u1', 'u2'],
      title: 'Paid: $2,996.06',
      link: '/automations/a1',
    });
  });

  it('notify: nobody left to tell fails for good', async () => {
    const p = ports({ notifyMembers: async () => ({ notified: 0 }) });
    const step = { type: 'action' as const, action: 'notify' as const, config: { memberUserIds: ['gone'] } };
    await expect(performActionStep(step, context(), p.value)).rejects.toBeInstanceOf(PermanentFailure);
  });

  it("send_webhook: the step's key is the delivery's webhook-id; 2xx delivered, 5xx/429 retried, 4xx not", async () => {
    const step = { type: 'action', action: 'send_webhook', config: { url: 'https://hooks.example.com/x' } } as const;
    const p = ports();
    expect(await performActionStep(step, context('run9:3'), p.value)).toEqual({
      summary: 'Delivered the webhook to https://hooks.example.com/x (204)',
      output: { deliveryId: 'run9:3', statusCode: 204 },
    });
    expect(p.calls[0]?.args).toMatchObject({
      idempotencyKey: 'run9:3',
      payload: { automation: { id: 'a1' }, trigger: { type: 'invoice_paid', eventId: 'e1' } },
    });
    const answering = (statusCode: number) => ports({ sendWebhook: async () => ({ statusCode }) }).value;
    await expect(performActionStep(step, context(), answering(503))).rejects.not.toBeInstanceOf(PermanentFailure);
    await expect(performActionStep(step, context(), answering(404))).rejects.toBeInstanceOf(PermanentFailure);
    expect([200, 299, 429, 500, 400, 301].map(webhookAnswerOutcome)).toEqual([
      'delivered',
      'delivered',
      'transient',
      'transient',
      'permanent',
      'permanent',
    ]);
  });

  it("update_task: the task named by a variable, with the run's chain; a missing task fails for good", async () => {
    const p = ports();
    const step = {
      type: 'action',
      action: 'update_task',
      config: { taskId: '{{trigger.id}}', status: 'completed' },
    } as const;
    expect(await performActionStep(step, context(), p.value)).toEqual({
      summary: 'Updated task "Call Acme" (completed)',
      output: { taskId: 't1', status: 'completed' },
    });
    expect(p.calls[0]?.args).toEqual({ taskId: 'inv1', status: 'completed', chain: ['a1'] });
    const missing = ports({ updateTask: async () => undefined }).value;
    await expect(performActionStep(step, context(), missing)).rejects.toThrow(
      `There is no task ${'inv1'} in this workspace`,
    );
    const nothing = { type: 'action', action: 'update_task', config: { taskId: 't1' } } as const;
    await expect(performActionStep(nothing, context(), p.value)).rejects.toBeInstanceOf(PermanentFailure);
  });

  it('post_slack / post_teams: the text filled, through the chosen integration, keyed by the step', async () => {
    const p = ports();
    const config = { integrationId: 'i1', channel: '#sales', text: '{{invoice.customerName}} paid {{trigger.amount}}' };
    expect(await performActionStep({ type: 'action', action: 'post_slack', config }, context(), p.value)).toEqual({
      summary: 'Posted to #sales on Slack',
      output: { channel: '#sales', messageTs: '1700000000.000100' },
    });
    await performActionStep({ type: 'action', action: 'post_teams', config }, context('r:2'), p.value);
    const posted = { integrationId: 'i1', channel: '#sales', text: 'Acme paid $2,996.06' };
    expect(p.calls.map((c) => c.args)).toEqual([
      { provider: 'slack', ...posted, idempotencyKey: 'run1:1' },
      { provider: 'microsoft_teams', ...posted, idempotencyKey: 'r:2' },
    ]);
  });

  it("add_employee_note: the texts filled, the step's key as the note's id, the automation's creator as its author", async () => {
    const p = ports();
    const step = {
      type: 'action',
      action: 'add_employee_note',
      config: { employeeId: ' e7 ', subject: 'Invoice {{invoice.number}}', content: '{{invoice.customerName}} paid' },
    } as const;
    expect(await performActionStep(step, context(), p.value)).toEqual({
      summary: 'Added the note "Invoice 42" to Sam Carter',
      output: { noteId: 'run1:1' },
    });
    expect(p.calls[0]?.args).toEqual({
      idempotencyKey: 'run1:1',
      employeeId: 'e7',
      subject: 'Invoice 42',
      content: 'Acme paid',
      authorUserId: 'u0',
    });
    const again = ports({ addEmployeeNote: async () => ({ noteId: 'run1:1', created: false, employeeName: 'Sam' }) });
    expect((await performActionStep(step, context(), again.value)).summary).toBe(
      'Already added the note "Invoice 42" to Sam',
    );
    const gone = ports({ addEmployeeNote: async () => undefined }).value;
    await expect(performActionStep(step, context(), gone)).rejects.toThrow('There is no employee e7 in this workspace');
    const unnamed = { ...step, config: { ...step.config, employeeId: '{{trigger.customerEmail}}' } };
    await expect(performActionStep(unnamed, context(), p.value)).rejects.toBeInstanceOf(PermanentFailure);
  });
});
