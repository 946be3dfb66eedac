import { describe, expect, it } from 'vitest';
import { type ActionState, decideCancel, decideConfirm, summarizeAction, visibleStatus } from './pending-actions';

const now = new Date('2026-11-20T12:00:00.000Z');
const state = (status: ActionState['status'], hoursLeft = 5): ActionState => ({
  status,
  confirmableUntil: new Date(now.getTime() + hoursLeft * 3_600_000).toISOString(),
});

describe('pending actions', () => {
  it('expire 24 h after the proposal: a pending action past its window is expired and cannot be confirmed', () => {
    expect(visibleStatus(state('pending', 1), now)).toBe('pending');
    expect(visibleStatus(state('pending', 0), now)).toBe('expired');
    expect(decideConfirm(state('pending', -1), now)).toEqual({
      kind: 'refuse',
      message: expect.stringMatching(/expired/),
    });
    expect(decideCancel(state('pending', -1), now)).toEqual({ kind: 'answer' });
    // A confirmed action stays confirmed whatever the clock says.
    expect(visibleStatus(state('confirmed', -100), now)).toBe('confirmed');
  });

  it('confirm: act once, answer the result again, refuse after cancel, wait while another request acts', () => {
    expect(decideConfirm(state('pending'), now)).toEqual({ kind: 'act' });
    expect(decideConfirm(state('confirmed'), now)).toEqual({ kind: 'answer' });
    expect(decideConfirm(state('cancelled'), now)).toMatchObject({ kind: 'refuse' });
    expect(decideConfirm(state('confirming'), now)).toEqual({ kind: 'busy' });
    expect(visibleStatus(state('confirming'), now)).toBe('pending');
  });

  it('cancel: withdraw once, answer again, refuse after confirm', () => {
    expect(decideCancel(state('pending'), now)).toEqual({ kind: 'act' });
    expect(decideCancel(state('cancelled'), now)).toEqual({ kind: 'answer' });
    expect(decideCancel(state('confirmed'), now)).toMatchObject({ kind: 'refuse' });
  });

  it("words each action's card", () => {
    expect(
      summarizeAction({
        type: 'create_task',
        title: 'Call Acme about invoice 1043',
        description: null,
        priority: 'high',
        dueDate: null,
      }),
    ).toBe('Create task "Call Acme about invoice 1043", high priority');
    expect(
      summarizeAction({
        type: 'create_task',
        title: 'Pay rent',
        description: null,
        priority: 'medium',
        dueDate: '2026-12-01T00:00:00.000Z',
      }),
    ).toBe('Create task "Pay rent", medium priority, due Dec 1, 2026');
    expect(
      summarizeAction({
        type: 'create_task',
        title: 'Order flour',
        description: null,
        priority: 'high',
        dueDate: '2026-12-03T00:00:00.000Z',
        assigneeEmployeeId: 'e1',
        assigneeName: 'Priya Shah',
      }),
    ).toBe('Create task "Order flour", high priority, due Dec 3, 2026, assigned to Priya Shah');
    expect(
      summarizeAction({
        type: 'assign_task',
        taskId: 't',
        taskTitle: 'Fix bug',
        employeeId: 'e',
        employeeName: 'Dana Lee',
      }),
    ).toBe('Assign "Fix bug" to Dana Lee');
    expect(
      summarizeAction({
        type: 'create_automation',
        name: 'Thanks',
        description: null,
        triggerType: 'invoice_paid',
        actionType: 'send_email',
        actionConfig: {},
      }),
    ).toBe('Create automation "Thanks": when Invoice Paid, Send Email');
    expect(summarizeAction({ type: 'send_email', to: 'a@b.co', subject: 'Hi', body: 'Hello' })).toBe(
      'Send email to a@b.co: "Hi"',
    );
  });
});
