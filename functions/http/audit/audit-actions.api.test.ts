import { competencyKeys } from '@shared/catalog/competencies';
import type { AuditEntry } from '@shared/schemas/audit';
import { beforeAll, describe, expect, it } from 'vitest';
import { readAuditLog } from '../../../scripts/testing/audit-log';
import { actionStep, saveAutomation, taskMakingAutomation } from '../../../scripts/testing/automation-api';
import { eventually } from '../../../scripts/testing/eventually';
import { newEmployee } from '../../../scripts/testing/fixtures/new-employee';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { upgradeLocally } from '../../../scripts/testing/local-billing';
import { aTeam, signUpEliteOwner, signUpOwner, type Team } from '../../../scripts/testing/teams';
import { signInUser, signUpUser, startTestApi } from '../../../scripts/testing/test-runtime';
import { resumeDueRuns } from '../../services/automations/resume-due-runs';

// Its own runtime: the lockout test fills a client address's sign-in window, which the shared runtime must not see.
const api = await startedForThisFile(startTestApi());

let team: Team;

const actions = (log: AuditEntry[]) => log.map((e) => e.action);

beforeAll(async () => {
  team = await aTeam(api, { tier: 'elite' });
});

describe('sign-in, sign-out and lockout', () => {
  it('records sign-in success and failure, sign-out and lockout in every workspace of the account, as that person', async () => {
    const { owner } = team;
    // A person in two workspaces: their own and the team's.
    const person = await signUpUser(api, { firstName: 'Maria', lastName: 'Lopez' });
    const invited = await owner.client.post('/api/workspace/invitations', { email: person.email, role: 'member' });
    expect(invited.status).toBe(201);
    const token = invited.body.inviteUrl.split('/invite/')[1];
    expect((await person.client.post(`/api/invitations/${token}/accept`)).status).toBe(200);
    const own = await signUpOwner(api, 'Second');
    const ownWorkspace = (await api.client().get('/api/workspaces')).status; // signed out: nothing to learn
    expect(ownWorkspace).toBe(401);

    const wrong = await signInUser(api, person.email, 'not the password');
    expect(wrong.response.status).toBe(401);
    const right = await signInUser(api, person.email);
    expect(right.response.status).toBe(200);
    const personalWorkspace = right.response.body.workspaceId as string;
    expect((await right.client.get('/api/logout')).status).toBe(302);

    const inTeam = await readAuditLog(owner, `?actor=${person.user.id}`);
    expect(actions(inTeam)).toEqual(
      expect.arrayContaining(['auth.sign_in_failed', 'auth.signed_in', 'auth.signed_out', 'invitation.accepted']),
    );
    const failed = inTeam.find((e) => e.action === 'auth.sign_in_failed')!;
    expect(failed.actor).toEqual({ type: 'user', id: person.user.id, name: 'Maria Lopez' });
    // The person's own workspace has the same entries (read there by its owner, the person, once on Elite).
    const again = await signInUser(api, person.email);
    const mine = await again.client.post('/api/workspace/switch', { workspaceId: personalWorkspace });
    expect(mine.status).toBe(200);
    await upgradeLocally(again.client, 'elite');
    const theirs = await readAuditLog({ ...owner, client: again.client }, `?actor=${person.user.id}`);
    expect(actions(theirs)).toEqual(
      expect.arrayContaining(['auth.sign_in_failed', 'auth.signed_in', 'auth.signed_out', 'workspace.switched']),
    );
    // Nothing of theirs reaches a workspace they do not belong to.
    await upgradeLocally(own.client, 'elite');
    expect((await readAuditLog(own)).some((e) => e.actor.id === person.user.id)).toBe(false);

    for (let attempt = 0; attempt < 10; attempt++) await signInUser(api, person.email, 'still wrong');
    const locked = await signInUser(api, person.email);
    expect(locked.response.status).toBe(429);
    const [latest] = await readAuditLog(owner, `?actor=${person.user.id}&action=auth.locked_out`);
    expect(latest!.target).toEqual({ type: 'user', id: person.user.id, label: 'Maria Lopez' });
  });
});

describe('members and invitations', () => {
  it('records invitations sent, resent, revoked, a role change, a removal and a transfer of ownership', async () => {
    const owner = await signUpEliteOwner(api, 'Oscar');
    const sent = await owner.client.post('/api/workspace/invitations', { email: 'sam@example.com', role: 'viewer' });
    expect((await owner.client.post(`/api/workspace/invitations/${sent.body.id}/resend`)).status).toBe(200);
    expect((await owner.client.delete(`/api/workspace/invitations/${sent.body.id}`)).status).toBe(204);
    const invites = await readAuditLog(owner, `?targetType=invitation&targetId=${sent.body.id}`);
    expect(actions(invites)).toEqual(['invitation.revoked', 'invitation.resent', 'invitation.created']);
    expect(invites[2]!.changes).toEqual({ role: [null, 'viewer'] });
    expect(JSON.stringify(invites)).not.toContain(sent.body.inviteUrl.split('/invite/')[1]);

    const joiner = await signUpUser(api, { firstName: 'Jo', lastName: 'Iner' });
    const invited = await owner.client.post('/api/workspace/invitations', { email: joiner.email, role: 'member' });
    await joiner.client.post(`/api/invitations/${invited.body.inviteUrl.split('/invite/')[1]}/accept`);
    expect((await owner.client.patch(`/api/workspace/members/${joiner.user.id}`, { role: 'admin' })).status).toBe(200);
    const transfer = await owner.client.post('/api/workspace/transfer-ownership', { userId: joiner.user.id });
    expect(transfer.status).toBe(200);
    expect((await joiner.client.delete(`/api/workspace/members/${owner.user.id}`)).status).toBe(204);

    const log = await readAuditLog({ ...owner, client: joiner.client });
    const about = (id: string) => log.filter((e) => e.target.id === id).map((e) => [e.action, e.changes]);
    expect(about(joiner.user.id)).toEqual([
      ['member.ownership_transferred', { role: ['admin', 'owner'] }],
      ['member.role_changed', { role: ['member', 'admin'] }],
    ]);
    expect(about(owner.user.id)).toContainEqual(['member.removed', { role: ['admin', null] }]);
    expect(log.find((e) => e.action === 'member.removed')!.actor.id).toBe(joiner.user.id);
  });
});

describe('employees, competencies and notes', () => {
  it('records an employee created, updated (salary included) and deleted, competencies, notes and a confidential read', async () => {
    const { owner, manager, admin } = team;
    const created = await owner.client.post('/api/employees', newEmployee('Sam', 'Carter', { salary: 58000 }));
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await owner.client.patch(`/api/employees/${id}`, { salary: 61000, position: 'Lead' })).status).toBe(200);
    const scores = Object.fromEntries(competencyKeys.map((key) => [key, 70]));
    expect((await manager.client.put(`/api/employees/${id}/competencies`, scores)).status).toBe(200);
    const note = await manager.client.post(`/api/employees/${id}/notes`, {
      subject: 'Private word',
      content: 'Only for the record',
      isConfidential: true,
    });
    expect(note.status).toBe(201);
    expect((await admin.client.get(`/api/employees/${id}`)).status).toBe(200);
    expect((await manager.client.get(`/api/employees/${id}`)).status).toBe(200); // the author: not recorded
    expect((await owner.client.delete(`/api/employees/${id}`)).status).toBe(204);

    const log = await readAuditLog(owner, `?targetType=employee&targetId=${id}`);
    expect(actions(log)).toEqual([
      'employee.deleted',
      'employee.competencies_updated',
      'employee.updated',
      'employee.created',
    ]);
    expect(log[2]!.changes).toEqual({ salary: [58000, 61000], position: ['Engineer', 'Lead'] });
    expect(log[2]!.hiddenFields).toEqual([]);
    expect(log[3]!.changes.salary).toEqual([null, 58000]);
    expect(log[0]!.target.label).toBe('Sam Carter');

    const notes = await readAuditLog(owner, `?targetType=note&targetId=${note.body.id}`);
    expect(notes.map((e) => [e.action, e.actor.id])).toEqual([
      ['note.confidential_read', admin.user.id],
      ['note.created', manager.user.id],
    ]);
  });
});

describe('tasks and automations', () => {
  it('records a task assigned, an automation created, toggled, updated and deleted, and what its run did', async () => {
    const { owner, manager } = team;
    const employee = await owner.client.post('/api/employees', newEmployee('Ada', 'Byron'));
    const task = await manager.client.post('/api/tasks', { title: 'File taxes' });
    const assigned = await manager.client.post(`/api/tasks/${task.body.id}/assign`, { employeeId: employee.body.id });
    expect(assigned.status).toBe(200);
    const [assignment] = await readAuditLog(owner, `?targetType=task&targetId=${task.body.id}&action=task.assigned`);
    expect(assignment!.changes).toEqual({ assigneeEmployeeId: [null, employee.body.id] });

    const { id } = await manager.client.create(
      '/api/automations',
      taskMakingAutomation('Follow up', 'task_completed', 'Follow up: {{task.title}}'),
    );
    expect((await manager.client.patch(`/api/tasks/${task.body.id}`, { status: 'completed' })).status).toBe(200);
    const ran = await eventually(async () => {
      const log = await readAuditLog(owner, `?targetType=automation&targetId=${id}&action=automation.action_performed`);
      return log.length ? log : undefined;
    });
    expect(ran.value[0]!.actor).toEqual({ type: 'automation', id, name: 'Follow up' });

    expect((await manager.client.patch(`/api/automations/${id}`, { isActive: false })).status).toBe(200);
    expect((await manager.client.patch(`/api/automations/${id}`, { name: 'Follow up later' })).status).toBe(200);
    expect((await manager.client.delete(`/api/automations/${id}`)).status).toBe(204);
    const log = await readAuditLog(owner, `?targetType=automation&targetId=${id}`);
    expect(log.map((e) => [e.action, e.changes])).toEqual([
      ['automation.deleted', {}],
      ['automation.updated', { name: ['Follow up', 'Follow up later'] }],
      ['automation.toggled', { isActive: [true, false] }],
      ['automation.action_performed', expect.any(Object)],
      ['automation.created', {}],
    ]);
  });

  it('records each replay by the member who asked, with the runs replayed as which and from where', async () => {
    const { owner, manager } = team;
    // Fails for good at its only step: no CRM is connected.
    const { id } = await saveAutomation(manager.client, 'Sync to CRM', 'task_completed', [actionStep('update_crm')]);
    const task = await manager.client.post('/api/tasks', { title: 'Replay me' });
    expect((await manager.client.patch(`/api/tasks/${task.body.id}`, { status: 'completed' })).status).toBe(200);
    const failedRun = async (runId?: string) =>
      (
        await eventually(async () => {
          const runs = (await manager.client.get(`/api/automations/${id}/runs`)).body.items;
          const run = runId ? runs.find((r: { id: string }) => r.id === runId) : runs[0];
          return run?.status === 'failed' ? run.id : undefined;
        })
      ).value as string;
    const original = await failedRun();

    const one = await manager.client.post(`/api/automations/runs/${original}/replay`, { from: 'trigger' });
    expect(one.status).toBe(201);
    await resumeDueRuns();
    // The replay fails again; the bulk replay then replays it (its original is replayed already).
    await failedRun(one.body.id);
    const bulk = await owner.client.post(`/api/automations/${id}/runs/replay-failed`, {});
    expect([bulk.status, bulk.body.replayed]).toEqual([202, 1]);

    const log = await readAuditLog(owner, `?targetType=automation&targetId=${id}&action=automation.replayed`);
    expect(log.map((e) => [e.actor.id, e.target.label, e.changes])).toEqual([
      [owner.user.id, 'Sync to CRM', { runIds: [[one.body.id], bulk.body.runIds], from: [null, 'failed_step'] }],
      [manager.user.id, 'Sync to CRM', { runIds: [[original], [one.body.id]], from: [null, 'trigger'] }],
    ]);
    expect(log.map((e) => e.actor.type)).toEqual(['user', 'user']);
  });
});

describe('settings and exports', () => {
  it('records the time zone BizPilot set from the browser and every report downloaded, with its row count', async () => {
    const owner = await signUpEliteOwner(api, 'Zoe');
    expect((await owner.client.put('/api/workspace/time-zone', { timeZone: 'America/New_York' })).status).toBe(200);
    await owner.client.post('/api/tasks', { title: 'Exported' });
    expect((await owner.client.get('/api/tasks/export')).status).toBe(200);
    expect((await owner.client.get('/api/employees/export')).status).toBe(200);

    const [zone] = await readAuditLog(owner, '?action=settings.changed');
    expect(zone!.changes).toEqual({ timeZone: [null, 'America/New_York'] });
    expect(zone!.actor).toMatchObject({ type: 'system', name: 'BizPilot' });
    const exports = await readAuditLog(owner, '?action=report.exported');
    expect(exports.map((e) => [e.target.label, e.changes])).toEqual([
      ['team', { rows: [null, 0] }],
      ['tasks', { rows: [null, 1] }],
    ]);
  });
});
