import { describe, expect, it } from 'vitest';
import { eventually } from '../../../scripts/testing/eventually';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { signUpTwoUsers, startTestApi, type TestUser } from '../../../scripts/testing/test-runtime';
import { addDays } from '../../domain/finance/calendar-date';
import { dateInZone } from '../../domain/kpi/zoned-date';
import { fireDueFollowUps } from '../../services/automations/due-note-follow-ups';

const api = await startedForThisFile(startTestApi());
const [alice, bob] = await signUpTwoUsers(api);

const hire = (user: TestUser, firstName: string, n: number) =>
  user.client.create('/api/employees', {
    firstName,
    lastName: 'Carter',
    email: `${firstName.toLowerCase()}.${n}@example.com`,
    position: 'Account Manager',
    employeeId: `EMP-F${n}`,
    hireDate: '2024-03-01',
    employmentType: 'full-time',
  });

/** The automation under test: a task for the note's employee, due in 2 days, and a note on their record. */
const followUpAutomation = (user: TestUser) =>
  user.client.create('/api/automations', {
    name: 'Follow up on notes',
    triggerType: 'employee_note_follow_up_due',
    steps: [
      {
        type: 'action',
        action: 'create_task',
        config: {
          taskTitle: 'Follow up with {{trigger.employeeName}}: {{trigger.subject}}',
          taskDueInDays: 2,
          taskAssigneeEmployeeId: '{{trigger.employeeId}}',
        },
      },
      {
        type: 'action',
        action: 'add_employee_note',
        config: {
          employeeId: '{{trigger.employeeId}}',
          subject: 'Follow-up task created',
          content: 'Task {{steps.1.taskId}} follows up "{{trigger.subject}}" (due {{trigger.followUpDate}}).',
        },
      },
    ],
  });

const runsOf = async (user: TestUser, id: string) =>
  (await user.client.get(`/api/automations/${id}/runs`)).body.items as any[];

describe('employee_note_follow_up_due (the every-minute job, at a given clock)', () => {
  it('fires once per note on its follow-up day: the task is due and assigned as the step says, the note is added', async () => {
    const sam = await hire(alice, 'Sam', 1);
    const automation = await followUpAutomation(alice);
    const bobsAutomation = await followUpAutomation(bob);
    await alice.client.create(`/api/employees/${sam.id}/notes`, {
      noteType: 'performance',
      subject: 'Quarterly goals',
      content: 'Agreed three goals for Q1.',
      requiresFollowUp: true,
      followUpDate: '2026-12-03',
    });
    await alice.client.create(`/api/employees/${sam.id}/notes`, { subject: 'No follow-up', content: 'Just a note.' });

    expect(await fireDueFollowUps(new Date('2026-12-02T23:59:00Z'))).toBe(0);
    const dayBefore = dateInZone(new Date(), 'UTC');
    expect(await fireDueFollowUps(new Date('2026-12-03T00:01:00Z'))).toBe(1);
    const { value: runs } = await eventually(async () => {
      const runs = await runsOf(alice, automation.id);
      return runs[0]?.status === 'succeeded' ? runs : undefined;
    });
    const dayAfter = dateInZone(new Date(), 'UTC');
    // The same day again, and later days: the note has fired, so nothing more.
    expect(await fireDueFollowUps(new Date('2026-12-03T00:02:00Z'))).toBe(0);
    expect(await fireDueFollowUps(new Date('2026-12-04T09:00:00Z'))).toBe(0);

    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      trigger: 'employee_note_follow_up_due',
      eventSummary: 'Follow-up of the note "Quarterly goals" about Sam Carter due on 2026-12-03',
    });
    const tasks = (await alice.client.get('/api/tasks')).body.items as any[];
    const task = tasks.find((t) => t.title === 'Follow up with Sam Carter: Quarterly goals');
    expect(task).toMatchObject({ assigneeEmployeeId: sam.id, status: 'pending' });
    // Due two of the workspace's days after the run (UTC here), whichever side of midnight the run fell.
    expect([addDays(dayBefore, 2), addDays(dayAfter, 2)].map((d) => `${d}T00:00:00.000Z`)).toContain(task.dueDate);
    const notes = (await alice.client.get(`/api/employees/${sam.id}`)).body.notes as any[];
    expect(notes.find((n) => n.subject === 'Follow-up task created')).toMatchObject({
      content: `Task ${task.id} follows up "Quarterly goals" (due Dec 03, 2026).`,
      requiresFollowUp: false,
    });
    // Another workspace's automation on the same trigger never hears of Alice's note.
    expect(await runsOf(bob, bobsAutomation.id)).toEqual([]);
  });

  it('fails the step for good when the assignee is not an employee, saying so', async () => {
    const lee = await hire(bob, 'Lee', 2);
    const automation = await bob.client.create('/api/automations', {
      name: 'Assign to a gone employee',
      triggerType: 'employee_note_follow_up_due',
      steps: [{ type: 'action', action: 'create_task', config: { taskAssigneeEmployeeId: 'not-an-employee' } }],
    });
    await bob.client.create(`/api/employees/${lee.id}/notes`, {
      subject: 'Check in',
      content: 'Two weeks after the move.',
      requiresFollowUp: true,
      followUpDate: '2026-12-10',
    });
    expect(await fireDueFollowUps(new Date('2026-12-10T12:00:00Z'))).toBe(1);
    const { value: run } = await eventually(async () => {
      const runs = await runsOf(bob, automation.id);
      return runs[0]?.status === 'failed' ? runs[0] : undefined;
    });
    expect(run).toMatchObject({
      attempts: 1,
      error: 'The assignee not-an-employee is not an employee of this workspace; choose another in the step',
    });
  });
});
