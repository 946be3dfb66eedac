import type { AutomationStep, BranchSideStep } from '@shared/schemas/automation';
import { describe, expect, it } from 'vitest';
import { moveTo } from './builder-state';
import { builderIssues } from './step-issues';

const email = (emailTo?: string): BranchSideStep => ({
  type: 'action',
  action: 'send_email',
  config: emailTo ? { emailTo } : {},
});

describe('the builder’s inline validation', () => {
  it('puts each problem on the card it is about, by step number, in the schemas’ words', () => {
    const steps: AutomationStep[] = [
      { type: 'condition', match: 'all', terms: [{ field: 'trigger.amont', op: 'gt', value: 5 }] },
      { type: 'delay', minutes: 0 },
      {
        type: 'branch',
        if: { match: 'all', terms: [{ field: 'trigger.amount', op: 'gt', value: 5 }] },
        // biome-ignore lint/suspicious/noThenProperty: issue 33's wire shape names a branch's sides `then` and `else`
        then: [email('not-an-address')],
        else: [{ type: 'action', action: 'create_task', config: { taskTitle: 'Thank {{steps.4.messageId}}' } }],
      },
    ];
    const issues = builderIssues('invoice_paid', null, steps);
    expect(Object.fromEntries(issues.byStep)).toEqual({
      1: ['Unknown field trigger.amont in step 1'],
      2: ['A delay lasts at least 1 minute'],
      // The else side cannot read what the then side did.
      5: ['Unknown template variable {{steps.4.messageId}} in step 5'],
      4: ['Email recipient must be a valid email address'],
    });
    expect(issues.overall).toEqual([]);
  });

  it('lets a step use the outputs of the steps before it, and says when there is no action at all', () => {
    const ok = builderIssues('task_completed', null, [
      { type: 'action', action: 'create_task', config: { taskTitle: 'Review {{trigger.title}}' } },
      { type: 'action', action: 'update_task', config: { taskId: '{{steps.1.taskId}}', status: 'in_progress' } },
    ]);
    expect(ok.byStep.size).toBe(0);
    const none = builderIssues('task_completed', null, [{ type: 'delay', minutes: 5 }]);
    expect(none.overall).toEqual(['An automation needs at least one action step']);
  });

  it('checks the trigger’s settings', () => {
    expect(builderIssues('schedule', { every: 'week', at: '8am' }, [email()]).trigger).toEqual([
      'A schedule time is HH:MM on a 24-hour clock, e.g. 08:00',
    ]);
  });
});

describe('moving a card', () => {
  it('moves it to the place asked, and nowhere outside the list', () => {
    expect(moveTo(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveTo(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveTo(['a', 'b', 'c'], 0, 3)).toEqual(['a', 'b', 'c']);
  });
});
