import { describe, expect, it } from 'vitest';
import { newEmployee } from '../../../scripts/testing/fixtures/new-employee';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { signUpEliteOwner, type Teammate } from '../../../scripts/testing/teams';
import { signUpUser, startTestApi, type TestUser } from '../../../scripts/testing/test-runtime';
import { workspaceEntity } from '../../data/workspace/workspaces';

const api = await startedForThisFile(startTestApi());

/** Invites `person` into `owner`'s workspace with `role` and accepts as them (their session moves there). */
async function join(owner: Teammate, person: TestUser, role: string) {
  const invited = await owner.client.post('/api/workspace/invitations', { email: person.email, role });
  if (invited.status !== 201) throw new Error(`invite answered ${invited.status}: ${invited.text}`);
  const token = invited.body.inviteUrl.split('/invite/')[1];
  const accepted = await person.client.post(`/api/invitations/${token}/accept`);
  if (accepted.status !== 200) throw new Error(`accept answered ${accepted.status}: ${accepted.text}`);
}

/** Someone new who signs up and joins `owner`'s workspace with `role`. */
async function newMember(owner: Teammate, role: string) {
  const person = await signUpUser(api);
  await join(owner, person, role);
  return person;
}

describe('members', () => {
  it('a removed member is refused on their very next request, and the owner cannot be removed or demoted', async () => {
    const owner = await signUpEliteOwner(api, 'Rita');
    const admin = await newMember(owner, 'admin');
    const member = await newMember(owner, 'manager');
    expect((await member.client.get('/api/employees')).status).toBe(200);

    const removed = await admin.client.delete(`/api/workspace/members/${member.user.id}`);
    expect(removed.status).toBe(204);
    const next = await member.client.get('/api/employees');
    expect([next.status, next.body.code]).toEqual([403, 'not_a_member']);
    const workspace = (await workspaceEntity.get({ workspaceId: owner.workspaceId }))!;
    expect(workspace.memberUserIds).not.toContain(member.user.id);
    const theirs = await member.client.get('/api/workspaces');
    expect(theirs.body.workspaces.map((w: { workspaceId: string }) => w.workspaceId)).not.toContain(owner.workspaceId);

    for (const attempt of [
      admin.client.delete(`/api/workspace/members/${owner.user.id}`),
      admin.client.patch(`/api/workspace/members/${owner.user.id}`, { role: 'viewer' }),
    ]) {
      const res = await attempt;
      expect([res.status, res.body]).toEqual([
        409,
        { code: 'conflict', message: 'The owner cannot be removed; transfer ownership first' },
      ]);
    }
    expect((await admin.client.delete(`/api/workspace/members/${member.user.id}`)).status).toBe(404);
  });

  it("a role change holds from the member's next request", async () => {
    const owner = await signUpEliteOwner(api, 'Carl');
    const person = await newMember(owner, 'admin');
    expect((await person.client.get('/api/financial/analysis')).status).not.toBe(403);
    const changed = await owner.client.patch(`/api/workspace/members/${person.user.id}`, { role: 'member' });
    expect([changed.status, changed.body.role]).toEqual([200, 'member']);
    const refused = await person.client.get('/api/financial/analysis');
    expect([refused.status, refused.body]).toEqual([
      403,
      { code: 'role_forbidden', message: 'Your role (Member) cannot view financial data' },
    ]);
    const me = await person.client.get('/api/auth/user');
    expect(me.body.role).toBe('member');
    const promote = await owner.client.patch(`/api/workspace/members/${person.user.id}`, { role: 'owner' });
    expect(promote.status).toBe(400);
  });

  it('links a member to an employee record and refuses an unknown one', async () => {
    const owner = await signUpEliteOwner(api, 'Lena');
    const person = await newMember(owner, 'member');
    const employee = await owner.client.create('/api/employees', newEmployee('Pat', 'Person'));
    const linked = await owner.client.patch(`/api/workspace/members/${person.user.id}`, { employeeId: employee.id });
    expect([linked.status, linked.body.employeeId]).toEqual([200, employee.id]);
    expect((await person.client.get('/api/auth/user')).body.employeeId).toBe(employee.id);
    const unknown = await owner.client.patch(`/api/workspace/members/${person.user.id}`, { employeeId: '01NOPE' });
    expect(unknown.status).toBe(404);
  });

  it('transfers ownership: the new owner holds the owner role, the old one becomes admin', async () => {
    const owner = await signUpEliteOwner(api, 'Tom');
    const heir = await newMember(owner, 'manager');
    const byHeir = await heir.client.post('/api/workspace/transfer-ownership', { userId: heir.user.id });
    expect(byHeir.status).toBe(403);
    const transferred = await owner.client.post('/api/workspace/transfer-ownership', { userId: heir.user.id });
    expect(transferred.status).toBe(200);
    const roles = Object.fromEntries(
      transferred.body.members.map((m: { userId: string; role: string }) => [m.userId, m.role]),
    );
    expect(roles).toEqual({ [heir.user.id]: 'owner', [owner.user.id]: 'admin' });
    expect((await workspaceEntity.get({ workspaceId: owner.workspaceId }))!.ownerUserId).toBe(heir.user.id);
    expect((await owner.client.get('/api/auth/user')).body.role).toBe('admin');
    expect((await heir.client.get('/api/auth/user')).body.permissions).toContain('billing.manage');
    // The old owner may now be removed by the new one.
    expect((await heir.client.delete(`/api/workspace/members/${owner.user.id}`)).status).toBe(204);
  });

  it('one person in two workspaces lists both, switches between them and sees only the current one', async () => {
    const shopA = await signUpEliteOwner(api, 'Amy');
    const shopB = await signUpEliteOwner(api, 'Ben');
    const bookkeeper = await signUpUser(api, { firstName: 'Bea', lastName: 'Keeper' });
    await join(shopA, bookkeeper, 'admin');
    await join(shopB, bookkeeper, 'viewer');

    await shopA.client.create('/api/tasks', { title: 'Task of shop A' });
    await shopB.client.create('/api/tasks', { title: 'Task of shop B' });

    const listed = await bookkeeper.client.get('/api/workspaces');
    expect(listed.status).toBe(200);
    const roles = Object.fromEntries(
      listed.body.workspaces.map((w: { workspaceId: string; role: string }) => [w.workspaceId, w.role]),
    );
    expect(roles).toMatchObject({ [shopA.workspaceId]: 'admin', [shopB.workspaceId]: 'viewer' });
    expect(Object.values(roles)).toContain('owner'); // their own

    const titles = async () =>
      (await bookkeeper.client.get('/api/tasks')).body.items.map((t: { title: string }) => t.title);
    // Accepting shop B's invitation moved the session there.
    expect(await titles()).toEqual(['Task of shop B']);
    const switched = await bookkeeper.client.post('/api/workspace/switch', { workspaceId: shopA.workspaceId });
    expect([switched.status, switched.body.role, switched.body.workspaceName]).toEqual([
      200,
      'admin',
      "Amy Owner's workspace",
    ]);
    expect(await titles()).toEqual(['Task of shop A']);
    expect((await bookkeeper.client.get('/api/auth/user')).body).toMatchObject({
      workspaceId: shopA.workspaceId,
      role: 'admin',
    });
    // Neither owner sees the other's data nor can switch there.
    expect((await shopA.client.get('/api/tasks')).body.items.map((t: { title: string }) => t.title)).toEqual([
      'Task of shop A',
    ]);
    const intrude = await shopA.client.post('/api/workspace/switch', { workspaceId: shopB.workspaceId });
    expect([intrude.status, intrude.body.code]).toEqual([403, 'forbidden']);
    expect((await shopA.client.get('/api/auth/user')).body.workspaceId).toBe(shopA.workspaceId);
  });
});
