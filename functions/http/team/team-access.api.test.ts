import { beforeAll, describe, expect, it } from 'vitest';
import { newEmployee } from '../../../scripts/testing/fixtures/new-employee';
import { sharedTestApi } from '../../../scripts/testing/shared-test-api';
import { joinTeam, signUpOwner, type Teammate } from '../../../scripts/testing/teams';
import type { TestApi } from '../../../scripts/testing/test-runtime';

/**
 * What each role sees of an employee (issue 30): compensation only for owners, admins and the employee themself;
 * notes only as far as the reader may read them (confidential ones: owners, admins, their author; a linked member on
 * their own profile: the ones meant for them; members and viewers elsewhere: none), on the list and the profile.
 */
let api: TestApi;
let owner: Teammate;
let admin: Teammate;
let manager: Teammate;
let otherManager: Teammate;
let linked: Teammate;
let member: Teammate;
let viewer: Teammate;
let annId: string;
let bobId: string;
const subjects: Record<string, string> = {};

beforeAll(async () => {
  api = await sharedTestApi();
  owner = await signUpOwner(api);
  const ann = await owner.client.create(
    '/api/employees',
    newEmployee('Ann', 'Linked', { salary: 61_000, hourlyRate: 30 }),
  );
  const bob = await owner.client.create('/api/employees', newEmployee('Bob', 'Other', { salary: 48_000 }));
  annId = ann.id;
  bobId = bob.id;
  [admin, manager, otherManager, linked, member, viewer] = await Promise.all([
    joinTeam(api, owner, 'admin'),
    joinTeam(api, owner, 'manager'),
    joinTeam(api, owner, 'manager', { firstName: 'Second' }),
    joinTeam(api, owner, 'member', { employeeId: annId }),
    joinTeam(api, owner, 'member'),
    joinTeam(api, owner, 'viewer'),
  ]);
  const add = async (client: Teammate['client'], key: string, body: object) => {
    const note = await client.create(`/api/employees/${annId}/notes`, { subject: key, content: key, ...body });
    subjects[key] = note.subject;
    return note;
  };
  await add(owner.client, 'visible', {});
  await add(owner.client, 'hidden', { visibleToEmployee: false });
  await add(owner.client, 'owner-confidential', { isConfidential: true, visibleToEmployee: false });
  await add(manager.client, 'manager-confidential', { isConfidential: true, visibleToEmployee: true });
});

const notesSeenBy = async (who: Teammate, id = annId) => {
  const res = await who.client.get(`/api/employees/${id}`);
  expect(res.status).toBe(200);
  return (res.body.notes as { subject: string }[]).map((n) => n.subject).sort();
};

describe('notes by role', () => {
  it('records who wrote each note', async () => {
    const res = await owner.client.get(`/api/employees/${annId}`);
    const byManager = res.body.notes.find((n: { subject: string }) => n.subject === 'manager-confidential');
    expect(byManager.authorUserId).toBe(manager.user.id);
  });

  it('shows owners and admins every note', async () => {
    const all = ['hidden', 'manager-confidential', 'owner-confidential', 'visible'];
    expect(await notesSeenBy(owner)).toEqual(all);
    expect(await notesSeenBy(admin)).toEqual(all);
  });

  it('shows a manager the notes that are not confidential and the confidential note they wrote', async () => {
    expect(await notesSeenBy(manager)).toEqual(['hidden', 'manager-confidential', 'visible']);
    expect(await notesSeenBy(otherManager)).toEqual(['hidden', 'visible']);
  });

  it('shows a member linked to the employee only the visible, not confidential notes on their own profile', async () => {
    expect(await notesSeenBy(linked)).toEqual(['visible']);
    expect(await notesSeenBy(linked, bobId)).toEqual([]);
  });

  it('shows a member not linked and a viewer no notes', async () => {
    expect(await notesSeenBy(member)).toEqual([]);
    expect(await notesSeenBy(viewer)).toEqual([]);
  });
});

describe('compensation by role', () => {
  const compensationOf = async (who: Teammate) => {
    const list = await who.client.get('/api/employees');
    expect(list.status).toBe(200);
    const profile = await who.client.get(`/api/employees/${annId}`);
    const onList = (id: string) => list.body.items.find((e: { id: string }) => e.id === id);
    const pick = (e: Record<string, unknown>) => ({ salary: e.salary, hourlyRate: e.hourlyRate, has: 'salary' in e });
    return { ann: pick(onList(annId)), bob: pick(onList(bobId)), profile: pick(profile.body) };
  };

  it('shows owners and admins salary and hourly rate on the list and the profile', async () => {
    for (const who of [owner, admin]) {
      const seen = await compensationOf(who);
      expect(seen.ann).toEqual({ salary: 61_000, hourlyRate: 30, has: true });
      expect(seen.profile).toEqual({ salary: 61_000, hourlyRate: 30, has: true });
      expect(seen.bob).toEqual({ salary: 48_000, hourlyRate: null, has: true });
    }
  });

  it('leaves them out (absent, not null) for managers, members and viewers', async () => {
    for (const who of [manager, member, viewer]) {
      const seen = await compensationOf(who);
      for (const e of [seen.ann, seen.bob, seen.profile]) expect(e.has, who.role).toBe(false);
    }
  });

  it("shows a linked member their own compensation, and nobody else's", async () => {
    const seen = await compensationOf(linked);
    expect(seen.ann).toEqual({ salary: 61_000, hourlyRate: 30, has: true });
    expect(seen.profile.has).toBe(true);
    expect(seen.bob.has).toBe(false);
  });

  it('refuses a manager setting compensation with 403 naming the role, and lets them edit the rest', async () => {
    for (const body of [{ salary: 70_000 }, { hourlyRate: null }]) {
      const res = await manager.client.patch(`/api/employees/${bobId}`, body);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        code: 'role_forbidden',
        message: 'Your role (Manager) cannot view or change compensation',
      });
    }
    const created = await manager.client.post('/api/employees', newEmployee('Cid', 'Paid', { salary: 1 }));
    expect(created.status).toBe(403);
    const edited = await manager.client.patch(`/api/employees/${bobId}`, { position: 'Lead' });
    expect(edited.status).toBe(200);
    expect('salary' in edited.body).toBe(false);
    expect((await owner.client.get(`/api/employees/${bobId}`)).body.salary).toBe(48_000);
  });

  it('lets an admin set compensation', async () => {
    const res = await admin.client.patch(`/api/employees/${bobId}`, { salary: 50_000 });
    expect(res.status).toBe(200);
    expect(res.body.salary).toBe(50_000);
  });
});
