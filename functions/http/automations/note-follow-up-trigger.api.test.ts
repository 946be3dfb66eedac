import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { actionStep, runsOf, runsOnceNewest, saveAutomation } from '../../../scripts/testing/automation-api';
import { eventually } from '../../../scripts/testing/eventually';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { signUpOwner, type Teammate } from '../../../scripts/testing/teams';
import { signUpTwoUsers, startTestApi, type TestUser } from '../../../scripts/testing/test-runtime';
import { automationEntity } from '../../data/automations/automations';
import { followUpSweepEntity } from '../../data/automations/follow-up-sweep';
import { employeeNoteEntity } from '../../data/team/employee-notes';
import { followUpsUntil, noteFollowUpBackfillEntity } from '../../data/team/note-follow-ups';
import { addDays } from '../../domain/finance/calendar-date';
import { dateInZone } from '../../domain/kpi/zoned-date';
import { db, tableName } from '../../platform/dynamodb/client';
import { newId } from '../../platform/ids';
import { fireDueFollowUps } from '../../services/automations/due-note-follow-ups';
import { registerEarlierFollowUps } from '../../services/automations/note-follow-up-backfill';

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

/** A note through the API about `employeeId` that asks for a follow-up on `followUpDate`. */
const addFollowUpNote = (
  user: TestUser,
  employeeId: string,
  followUpDate: string,
  note: { subject: string; content: string; noteType?: string },
) => user.client.create(`/api/employees/${employeeId}/notes`, { ...note, requiresFollowUp: true, followUpDate });

/** The automation's runs, newest first, once the newest has succeeded. */
const onceFirstRunSucceeded = (user: TestUser, id: string) => runsOnceNewest(user.client, id, 'succeeded');

describe('employee_note_follow_up_due (the every-minute job, at a given clock)', () => {
  it('fires once per note on its follow-up day: the task is due and assigned as the step says, the note is added', async () => {
    const sam = await hire(alice, 'Sam', 1);
    const automation = await followUpAutomation(alice);
    const bobsAutomation = await followUpAutomation(bob);
    await addFollowUpNote(alice, sam.id, '2026-12-03', {
      noteType: 'performance',
      subject: 'Quarterly goals',
      content: 'Agreed three goals for Q1.',
    });
    await alice.client.create(`/api/employees/${sam.id}/notes`, { subject: 'No follow-up', content: 'Just a note.' });

    expect(await fireDueFollowUps(new Date('2026-12-02T23:59:00Z'))).toBe(0);
    const dayBefore = dateInZone(new Date(), 'UTC');
    expect(await fireDueFollowUps(new Date('2026-12-03T00:01:00Z'))).toBe(1);
    const runs = await onceFirstRunSucceeded(alice, automation.id);
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
    expect(await runsOf(bob.client, bobsAutomation.id)).toEqual([]);
  });

  it('fails the step for good when the assignee is not an employee, saying so', async () => {
    const lee = await hire(bob, 'Lee', 2);
    const automation = await saveAutomation(bob.client, 'Assign to a gone employee', 'employee_note_follow_up_due', [
      actionStep('create_task', { taskAssigneeEmployeeId: 'not-an-employee' }),
    ]);
    await addFollowUpNote(bob, lee.id, '2026-12-10', { subject: 'Check in', content: 'Two weeks after the move.' });
    expect(await fireDueFollowUps(new Date('2026-12-10T12:00:00Z'))).toBe(1);
    const [run] = await runsOnceNewest(bob.client, automation.id, 'failed');
    expect(run).toMatchObject({
      attempts: 1,
      error: 'The assignee not-an-employee is not an employee of this workspace; choose another in the step',
    });
  });
});

/** A note as the releases before the follow-up registry stored it: v1 (no author, no `v`), and no registry item. */
async function writeOldNote(workspaceId: string, employeeId: string, id: string, fields: Record<string, unknown>) {
  const note = {
    id,
    employeeId,
    noteType: 'general',
    subject: `Old note ${id}`,
    content: 'Written before follow-ups were registered.',
    requiresFollowUp: false,
    followUpDate: null,
    followUpCompleted: false,
    isConfidential: false,
    visibleToEmployee: true,
    createdAt: '2026-10-01T09:00:00.000Z',
    ...fields,
  };
  const key = employeeNoteEntity.keyOf({ workspaceId, employeeId, id });
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...key, type: 'EmployeeNote', ...note } }));
}

/** A follow-up automation as the release before the backfill stored it (v1, no `v`): saved without registering. */
async function writeOldFollowUpAutomation(workspaceId: string, userId: string): Promise<string> {
  const id = newId();
  const automation = {
    id,
    name: 'Old follow-up automation',
    description: null,
    isActive: true,
    triggerType: 'employee_note_follow_up_due',
    actionType: 'create_task',
    actionConfig: { taskTitle: 'Follow up with {{trigger.employeeName}}: {{trigger.subject}}' },
    createdByUserId: userId,
    createdAt: '2026-11-29T05:00:00.000Z',
    updatedAt: '2026-11-29T05:00:00.000Z',
    runCount: 0,
    lastRunAt: null,
    lastRunStatus: null,
  };
  const key = automationEntity.keyOf({ workspaceId, id });
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...key, type: 'Automation', ...automation } }));
  return id;
}

/** A new workspace's owner, who has hired one employee. */
async function ownerWithEmployee(ownerName: string, employeeName: string, n: number) {
  const owner = await signUpOwner(api, ownerName);
  return { owner, workspaceId: owner.workspaceId, employee: await hire(owner, employeeName, n) };
}

/** An old note (see `writeOldNote`) asking for a follow-up on `followUpDate`. */
const writeOldFollowUp = (
  workspaceId: string,
  employeeId: string,
  id: string,
  followUpDate: string,
  fields: Record<string, unknown> = {},
) => writeOldNote(workspaceId, employeeId, id, { requiresFollowUp: true, followUpDate, ...fields });

/**
 * A follow-up automation as if the release before the backfill had saved it: saved now, and the workspace's backfill
 * marker, which that release never wrote, removed.
 */
async function followUpAutomationSavedBeforeBackfill(owner: Teammate) {
  const automation = await followUpAutomation(owner);
  await noteFollowUpBackfillEntity.delete({ workspaceId: owner.workspaceId });
  return automation;
}

const registeredIn = async (workspaceId: string) =>
  (await followUpsUntil('2099-12-31', 1000)).filter((due) => due.workspaceId === workspaceId);

describe('notes written before the follow-up registry', () => {
  it('are registered once, when the workspace first saves a follow-up automation, and then fire once', async () => {
    const { owner: carol, workspaceId, employee: pat } = await ownerWithEmployee('Carol', 'Pat', 3);
    await writeOldFollowUp(workspaceId, pat.id, 'OLD-OPEN', '2026-12-15', { subject: 'Pay review' });
    await writeOldFollowUp(workspaceId, pat.id, 'OLD-DONE', '2026-12-15', { followUpCompleted: true });
    await writeOldNote(workspaceId, pat.id, 'OLD-NONE', {});
    // Nothing in this workspace is registered yet, so its day comes and goes without an event.
    expect(await registeredIn(workspaceId)).toEqual([]);

    const automation = await followUpAutomation(carol);
    expect(await registeredIn(workspaceId)).toEqual([
      { followUpDate: '2026-12-15', workspaceId, employeeId: pat.id, noteId: 'OLD-OPEN' },
    ]);
    // Saving again, or running the backfill again, adds nothing.
    await carol.client.patch(`/api/automations/${automation.id}`, { isActive: false });
    await carol.client.patch(`/api/automations/${automation.id}`, { isActive: true });
    expect(await registerEarlierFollowUps(workspaceId)).toBe(0);
    expect(await registeredIn(workspaceId)).toHaveLength(1);
    expect(await noteFollowUpBackfillEntity.get({ workspaceId })).toMatchObject({ registered: 1 });

    expect(await fireDueFollowUps(new Date('2026-12-15T12:00:00Z'))).toBe(1);
    const runs = await onceFirstRunSucceeded(carol, automation.id);
    expect(runs).toHaveLength(1);
    expect(runs[0].eventSummary).toBe('Follow-up of the note "Pay review" about Pat Carter due on 2026-12-15');
    // Fired and forgotten: neither the next tick nor another backfill brings it back.
    expect(await registerEarlierFollowUps(workspaceId)).toBe(0);
    expect(await fireDueFollowUps(new Date('2026-12-15T12:01:00Z'))).toBe(0);
    expect(await registeredIn(workspaceId)).toEqual([]);
  });

  it('are registered when the automations are listed, if the automation was saved before and nothing fires', async () => {
    const { owner: erin, workspaceId, employee: lee } = await ownerWithEmployee('Erin', 'Lee', 5);
    // In a workspace with no note registered: no tick ever finds it.
    const automation = await followUpAutomationSavedBeforeBackfill(erin);
    await writeOldFollowUp(workspaceId, lee.id, 'OLD-LEE', '2026-12-22', { subject: 'Contract renewal' });
    expect(await fireDueFollowUps(new Date('2026-12-22T12:00:00Z'))).toBe(0);
    expect(await registeredIn(workspaceId)).toEqual([]);

    const listed = await erin.client.get('/api/automations');
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((a: any) => a.id)).toEqual([automation.id]);
    expect(await registeredIn(workspaceId)).toEqual([
      { followUpDate: '2026-12-22', workspaceId, employeeId: lee.id, noteId: 'OLD-LEE' },
    ]);
    expect(await noteFollowUpBackfillEntity.get({ workspaceId })).toMatchObject({ registered: 1 });

    expect(await fireDueFollowUps(new Date('2026-12-22T12:01:00Z'))).toBe(1);
    const runs = await onceFirstRunSucceeded(erin, automation.id);
    expect(runs.map((run) => run.eventSummary)).toEqual([
      'Follow-up of the note "Contract renewal" about Lee Carter due on 2026-12-22',
    ]);
    // Listed again once the workspace is marked: the fired note is not registered a second time.
    await erin.client.get('/api/automations');
    expect(await registeredIn(workspaceId)).toEqual([]);
  });

  it('are registered by any event of the workspace, if its automation was saved before and nobody opens Automations', async () => {
    const { owner: gail, workspaceId, employee: ray } = await ownerWithEmployee('Gail', 'Ray', 7);
    await writeOldFollowUp(workspaceId, ray.id, 'OLD-RAY', '2026-12-24', { subject: 'Visa renewal' });
    const automationId = await writeOldFollowUpAutomation(workspaceId, gail.user.id);
    expect(await fireDueFollowUps(new Date('2026-12-24T12:00:00Z'))).toBe(0);
    expect(await registeredIn(workspaceId)).toEqual([]);

    // Gail only works on her tasks: the task's event reaches the automation runner, which sees the follow-up automation.
    await gail.client.create('/api/tasks', { title: 'Order stock' });
    const { value: registered } = await eventually(async () => {
      const registered = await registeredIn(workspaceId);
      return registered.length ? registered : undefined;
    });
    expect(registered).toEqual([{ followUpDate: '2026-12-24', workspaceId, employeeId: ray.id, noteId: 'OLD-RAY' }]);

    expect(await fireDueFollowUps(new Date('2026-12-24T12:01:00Z'))).toBe(1);
    const runs = await onceFirstRunSucceeded(gail, automationId);
    expect(runs.map((run) => run.eventSummary)).toEqual([
      'Follow-up of the note "Visa renewal" about Ray Carter due on 2026-12-24',
    ]);
    const titles = ((await gail.client.get('/api/tasks')).body.items as { title: string }[]).map((t) => t.title);
    expect(titles.sort()).toEqual(['Follow up with Ray Carter: Visa renewal', 'Order stock']);
  });

  it('are registered by the every-minute job’s one-off sweep, if its automation was saved before and nothing happens', async () => {
    const { owner: hana, workspaceId, employee: zoe } = await ownerWithEmployee('Hana', 'Zoe', 8);
    await writeOldFollowUp(workspaceId, zoe.id, 'OLD-ZOE', '2026-12-26', { subject: 'Licence renewal' });
    // Saved before the backfill, and since then no event, no list, no follow-up of its own: no path reaches it but the
    // sweep, which this release starts anew.
    const automationId = await writeOldFollowUpAutomation(workspaceId, hana.user.id);
    await followUpSweepEntity.delete({});
    expect(await registeredIn(workspaceId)).toEqual([]);

    // The first tick on its day sweeps the table (a small one: within a tick), registers the note and fires it.
    expect(await fireDueFollowUps(new Date('2026-12-26T12:00:00Z'))).toBe(1);
    expect(await followUpSweepEntity.get({})).toMatchObject({ done: true, cursor: null });
    expect(await noteFollowUpBackfillEntity.get({ workspaceId })).toMatchObject({ registered: 1 });
    const runs = await onceFirstRunSucceeded(hana, automationId);
    expect(runs.map((run) => run.eventSummary)).toEqual([
      'Follow-up of the note "Licence renewal" about Zoe Carter due on 2026-12-26',
    ]);
    // Swept once: later ticks read the sweep's mark only, and the fired note stays forgotten.
    expect(await fireDueFollowUps(new Date('2026-12-26T12:01:00Z'))).toBe(0);
    expect(await registeredIn(workspaceId)).toEqual([]);
  });

  it('are not registered by listing a workspace that has no follow-up automation', async () => {
    const { owner: finn, workspaceId, employee: max } = await ownerWithEmployee('Finn', 'Max', 6);
    await writeOldFollowUp(workspaceId, max.id, 'OLD-MAX', '2026-12-23');
    expect((await finn.client.get('/api/automations')).status).toBe(200);
    expect(await registeredIn(workspaceId)).toEqual([]);
    expect(await noteFollowUpBackfillEntity.get({ workspaceId })).toBeUndefined();
  });

  it('are registered when a registered follow-up of their workspace fires, if its automation was saved before', async () => {
    const { owner: dana, workspaceId, employee: kim } = await ownerWithEmployee('Dana', 'Kim', 4);
    const automation = await followUpAutomationSavedBeforeBackfill(dana);
    await writeOldFollowUp(workspaceId, kim.id, 'OLD-KIM', '2026-12-20', { subject: 'Probation' });
    await addFollowUpNote(dana, kim.id, '2026-12-20', { subject: 'Training plan', content: 'Book the course.' });

    expect(await fireDueFollowUps(new Date('2026-12-20T12:00:00Z'))).toBe(1);
    expect(await fireDueFollowUps(new Date('2026-12-20T12:01:00Z'))).toBe(1);
    expect(await fireDueFollowUps(new Date('2026-12-20T12:02:00Z'))).toBe(0);
    const { value: runs } = await eventually(async () => {
      const runs = await runsOf(dana.client, automation.id);
      return runs.length === 2 && runs.every((run) => run.status === 'succeeded') ? runs : undefined;
    });
    expect(runs.map((run) => run.eventSummary).sort()).toEqual([
      'Follow-up of the note "Probation" about Kim Carter due on 2026-12-20',
      'Follow-up of the note "Training plan" about Kim Carter due on 2026-12-20',
    ]);
  });
});
