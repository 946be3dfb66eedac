import { describe, expect, it } from 'vitest';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { upgradeLocally } from '../../../scripts/testing/local-billing';
import { aTeam, signUpOwner } from '../../../scripts/testing/teams';
import { startTestApi } from '../../../scripts/testing/test-runtime';
import { outboxEntity } from '../../data/automations/outbox';
import { notify } from '../../services/notifications/notify';

const api = await startedForThisFile(startTestApi());

const failed = (n = 1) => ({
  kind: 'automation_failed' as const,
  title: `Automation “Welcome email” failed (${n})`,
  body: 'It failed after its last retry: the email address was refused.',
  link: '/automations',
});

const emailsTo = async (workspaceId: string, to: string) =>
  (await outboxEntity.queryAll({ workspaceId })).filter((m) => m.to === to);

describe('notifications', () => {
  it('reach exactly the audience named, each member sees only their own, and reading them moves the count', async () => {
    const team = await aTeam(api);
    const workspaceId = team.owner.workspaceId;
    const made = await notify(workspaceId, { roles: ['owner', 'admin'] }, failed());
    expect(made.map((n) => n.userId).sort()).toEqual([team.owner.user.id, team.admin.user.id].sort());

    const ownerList = await team.owner.client.get('/api/notifications');
    expect(ownerList.status).toBe(200);
    expect(ownerList.body).toMatchObject({ unreadCount: 1, cursor: null });
    expect(ownerList.body.items).toEqual([
      {
        id: expect.any(String),
        kind: 'automation_failed',
        title: 'Automation “Welcome email” failed (1)',
        body: 'It failed after its last retry: the email address was refused.',
        link: '/automations',
        createdAt: expect.any(String),
        readAt: null,
      },
    ]);
    for (const role of ['manager', 'member', 'viewer'] as const) {
      const theirs = await team[role].client.get('/api/notifications');
      expect([theirs.status, theirs.body.items, theirs.body.unreadCount]).toEqual([200, [], 0]);
    }

    // The admin's notification is not the owner's to read.
    const adminId = made.find((n) => n.userId === team.admin.user.id)!.id;
    const notMine = await team.owner.client.post(`/api/notifications/${adminId}/read`);
    expect([notMine.status, notMine.body.code]).toEqual([404, 'not_found']);

    const ownerId = ownerList.body.items[0].id;
    const read = await team.owner.client.post(`/api/notifications/${ownerId}/read`);
    expect(read.status).toBe(200);
    expect(read.body.readAt).toEqual(expect.any(String));
    const again = await team.owner.client.post(`/api/notifications/${ownerId}/read`);
    expect(again.body.readAt).toBe(read.body.readAt);
    expect((await team.owner.client.get('/api/notifications')).body.unreadCount).toBe(0);
    expect((await team.admin.client.get('/api/notifications')).body.unreadCount).toBe(1);

    // By capability: whoever may see finance (owner and admin on this table), and by id (only members count).
    await notify(workspaceId, { capability: 'finance.view' }, failed(2));
    await notify(workspaceId, { userIds: [team.viewer.user.id, 'not-a-member'] }, failed(3));
    expect((await team.admin.client.get('/api/notifications')).body.unreadCount).toBe(2);
    const viewer = await team.viewer.client.get('/api/notifications');
    expect(viewer.body.items.map((n: { title: string }) => n.title)).toEqual(['Automation “Welcome email” failed (3)']);

    const all = await team.admin.client.post('/api/notifications/read-all');
    expect([all.status, all.body]).toEqual([200, { marked: 2 }]);
    const after = await team.admin.client.get('/api/notifications');
    expect(after.body.unreadCount).toBe(0);
    expect(after.body.items.every((n: { readAt: string | null }) => n.readAt !== null)).toBe(true);
  });

  it('two workspaces are isolated: neither list, nor ids, nor cursors cross', async () => {
    const alice = await signUpOwner(api, 'Alice');
    const bob = await signUpOwner(api, 'Bob');
    for (let n = 1; n <= 23; n += 1) await notify(alice.workspaceId, { roles: ['owner'] }, failed(n));

    const first = await alice.client.get('/api/notifications');
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items[0].title).toBe('Automation “Welcome email” failed (23)');
    expect(first.body.unreadCount).toBe(23);
    const second = await alice.client.get(`/api/notifications?cursor=${first.body.cursor}`);
    expect(second.body.items.map((n: { title: string }) => n.title)).toEqual([
      'Automation “Welcome email” failed (3)',
      'Automation “Welcome email” failed (2)',
      'Automation “Welcome email” failed (1)',
    ]);

    const bobs = await bob.client.get('/api/notifications');
    expect([bobs.body.items, bobs.body.unreadCount]).toEqual([[], 0]);
    const crossRead = await bob.client.post(`/api/notifications/${first.body.items[0].id}/read`);
    expect(crossRead.status).toBe(404);
    const crossCursor = await bob.client.get(`/api/notifications?cursor=${first.body.cursor}`);
    expect([crossCursor.status, crossCursor.body.code]).toEqual([400, 'validation']);
    expect((await bob.client.post('/api/notifications/read-all')).body).toEqual({ marked: 0 });
    expect((await alice.client.get('/api/notifications')).body.unreadCount).toBe(23);
  });

  it('emails a kind to those who chose it (or whose default is email), and never to those who turned it off', async () => {
    const team = await aTeam(api);
    const workspaceId = team.owner.workspaceId;

    const defaults = await team.owner.client.get('/api/notifications/preferences');
    expect(defaults.status).toBe(200);
    expect(defaults.body.kinds).toContainEqual(expect.objectContaining({ kind: 'automation_failed', email: true }));
    expect(defaults.body.kinds).toContainEqual(expect.objectContaining({ kind: 'export_ready', email: false }));

    await notify(workspaceId, { roles: ['owner', 'admin'] }, failed());
    const [ownerMail] = await emailsTo(workspaceId, team.owner.email);
    expect(ownerMail).toMatchObject({ channel: 'email', subject: 'BizPilot: Automation “Welcome email” failed (1)' });
    expect(ownerMail!.body).toContain('/automations');
    expect(await emailsTo(workspaceId, team.admin.email)).toHaveLength(1);

    const changed = await team.admin.client.put('/api/notifications/preferences', {
      email: { automation_failed: false, export_ready: true },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.kinds).toContainEqual(expect.objectContaining({ kind: 'automation_failed', email: false }));
    // A kind left out keeps its choice.
    const partly = await team.admin.client.put('/api/notifications/preferences', { email: { cash_low: false } });
    expect(partly.body.kinds).toContainEqual(expect.objectContaining({ kind: 'export_ready', email: true }));
    // The owner's choices are their own.
    expect((await team.owner.client.get('/api/notifications/preferences')).body).toEqual(defaults.body);

    await notify(workspaceId, { roles: ['owner', 'admin'] }, failed(2));
    await notify(workspaceId, { roles: ['admin'] }, { ...failed(3), kind: 'export_ready' });
    expect(await emailsTo(workspaceId, team.owner.email)).toHaveLength(2);
    const adminMails = await emailsTo(workspaceId, team.admin.email);
    expect(adminMails.map((m) => m.subject).sort()).toEqual([
      'BizPilot: Automation “Welcome email” failed (1)',
      'BizPilot: Automation “Welcome email” failed (3)',
    ]);
    // Still in the bell, email or not.
    expect((await team.admin.client.get('/api/notifications')).body.unreadCount).toBe(3);

    const unknown = await team.admin.client.put('/api/notifications/preferences', { email: { spam: true } });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'validation']);
  });

  it("leaves 'BizPilot' out of a white-labelled workspace's notification emails, which an automation's 'notify' step sends too", async () => {
    const owner = await signUpOwner(api, 'Wren');
    await upgradeLocally(owner.client, 'elite');
    expect((await owner.client.put('/api/workspace/branding', { hideBizPilotName: true })).status).toBe(200);
    await notify(owner.workspaceId, { roles: ['owner'] }, failed());
    const [plain] = await emailsTo(owner.workspaceId, owner.email);
    expect(plain!.subject).toBe('Automation “Welcome email” failed (1)');
    expect(JSON.stringify(plain)).not.toMatch(/bizpilot/i);

    expect((await owner.client.put('/api/workspace/branding', { displayName: 'Wren & Co' })).status).toBe(200);
    await notify(owner.workspaceId, { roles: ['owner'] }, failed(2));
    const named = (await emailsTo(owner.workspaceId, owner.email)).find((m) => m.subject?.endsWith('(2)'));
    expect(named!.subject).toBe('Wren & Co: Automation “Welcome email” failed (2)');
    expect(named!.body).toContain('Open it in Wren & Co: ');
    expect(JSON.stringify(named)).not.toMatch(/bizpilot/i);
  });
});
