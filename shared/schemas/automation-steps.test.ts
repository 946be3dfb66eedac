import { describe, expect, it } from 'vitest';
import { createAutomationInputSchema, numberedSteps, updateAutomationInputSchema } from './automation';

const email = { type: 'action', action: 'send_email', config: { emailTo: 'ada@example.com' } } as const;

describe('automation steps (issue 33 wire shape)', () => {
  it('accepts the four kinds of step and numbers branch sides after their branch', () => {
    const parsed = createAutomationInputSchema.parse({
      name: 'Big invoices',
      triggerType: 'invoice_paid',
      steps: [
        { type: 'condition', terms: [{ field: 'trigger.amount', op: 'gt', value: 500 }] },
        email,
        { type: 'delay', minutes: 60 },
        {
          type: 'branch',
          if: { match: 'any', terms: [{ field: 'trigger.currency', op: 'eq', value: 'USD' }] },
          // biome-ignore lint/suspicious/noThenProperty: issue 33's wire shape names a branch's sides `then` and `else`
          then: [{ type: 'action', action: 'create_task', config: { taskTitle: 'Call', taskDueInDays: 14 } }],
          else: [
            { type: 'action', action: 'post_slack', config: { integrationId: 'i1', channel: '#sales', text: 'Hi' } },
          ],
        },
      ],
    });
    expect(parsed.steps?.[0]).toEqual({
      type: 'condition',
      match: 'all',
      terms: [{ field: 'trigger.amount', op: 'gt', value: 500 }],
    });
    expect(numberedSteps(parsed.steps ?? []).map((s) => [s.index, s.step.type, s.within?.side ?? null])).toEqual([
      [1, 'condition', null],
      [2, 'action', null],
      [3, 'delay', null],
      [4, 'branch', null],
      [5, 'action', 'then'],
      [6, 'action', 'else'],
    ]);
  });

  it('refuses more than 20 steps in all, those inside branches included', () => {
    const branch = {
      type: 'branch',
      if: { terms: [{ field: 'trigger.amount', op: 'empty' }] },
      // biome-ignore lint/suspicious/noThenProperty: issue 33's wire shape names a branch's sides `then` and `else`
      then: Array(10).fill(email),
    };
    const result = createAutomationInputSchema.safeParse({
      name: 'x',
      steps: [email, branch, ...Array(9).fill(email)],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'An automation has at most 20 steps, those inside branches included (this one has 21)',
    );
  });

  it('refuses steps without an action, delays out of range and conditions of more than 5 terms', () => {
    const messages = (body: unknown) =>
      createAutomationInputSchema.safeParse(body).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ name: 'x', steps: [{ type: 'delay', minutes: 5 }] })).toContain(
      'An automation needs at least one action step',
    );
    expect(messages({ name: 'x', steps: [{ type: 'delay', minutes: 0 }, email] })).toContain(
      'A delay lasts at least 1 minute',
    );
    expect(messages({ name: 'x', steps: [{ type: 'delay', minutes: 43201 }, email] })).toContain(
      'A delay lasts at most 30 days (43200 minutes)',
    );
    const term = { field: 'trigger.amount', op: 'gt', value: 1 };
    expect(messages({ name: 'x', steps: [{ type: 'condition', terms: Array(6).fill(term) }, email] })).toContain(
      'A condition has at most 5 terms',
    );
  });

  it('checks recipients inside steps by path, and a schedule trigger’s settings', () => {
    const bad = createAutomationInputSchema.safeParse({
      name: 'x',
      steps: [{ type: 'action', action: 'send_sms', config: { smsTo: '555' } }],
    });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['steps', 0, 'config', 'smsTo'] });
    const weekly = createAutomationInputSchema.safeParse({
      name: 'x',
      triggerType: 'schedule',
      triggerConfig: { every: 'week', at: '08:00' },
    });
    expect(weekly.error?.issues[0]?.message).toBe('A weekly schedule needs a day of the week');
    const badTime = createAutomationInputSchema.safeParse({
      name: 'x',
      triggerType: 'schedule',
      triggerConfig: { every: 'day', at: '8am' },
    });
    expect(badTime.error?.issues[0]?.message).toBe('A schedule time is HH:MM on a 24-hour clock, e.g. 08:00');
  });

  it('asks for steps when an action of issue 33 is given as actionType alone', () => {
    const result = createAutomationInputSchema.safeParse({ name: 'x', actionType: 'post_slack' });
    expect(result.error?.issues[0]?.path).toEqual(['steps']);
    expect(updateAutomationInputSchema.safeParse({ steps: [email] }).success).toBe(true);
  });
});
