import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../scripts/testing/api-client';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { upgradeLocally } from '../../../scripts/testing/local-billing';
import { signUpEliteOwner } from '../../../scripts/testing/teams';
import { signUpUser, startTestApi } from '../../../scripts/testing/test-runtime';
import { invitationEntity } from '../../data/workspace/invitations';

const api = await startedForThisFile(startTestApi());

const tokenOf = (inviteUrl: string) => inviteUrl.split('/invite/')[1]!;

async function invite(client: ApiClient, email: string, role = 'member') {
  const res = await client.post('/api/workspace/invitations', { email, role });
  if (res.status !== 201) throw new Error(`invite answered ${res.status}: ${res.text}`);
  return res.body as { id: string; email: string; role: string; expiresAt: string; inviteUrl: string };
}

describe('invitations', () => {
  it('creates a pending invitation with a one-time link, lists it and shows it to anyone holding the link', async () => {
    const owner = await signUpEliteOwner(api, 'Olive');
    const invitee = await signUpUser(api, { firstName: 'Ivy', lastName: 'Invitee' });
    const created = await invite(owner.client, `  ${invitee.email.toUpperCase()} `, 'manager');
    expect(created).toEqual({
      id: expect.any(String),
      email: invitee.email,
      role: 'manager',
      expiresAt: expect.any(String),
      inviteUrl: expect.stringMatching(new RegExp(`^${api.url}/invite/[A-Za-z0-9_-]{43}$`)),
    });
    const days = (Date.parse(created.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    // Only the hash is stored.
    const stored = (await invitationEntity.get({ workspaceId: owner.workspaceId, id: created.id }))!;
    expect(JSON.stringify(stored)).not.toContain(tokenOf(created.inviteUrl));

    const list = await owner.client.get('/api/workspace/members');
    expect(list.status).toBe(200);
    expect(list.body.invitations).toEqual([
      {
        id: created.id,
        email: invitee.email,
        role: 'manager',
        employeeId: null,
        invitedBy: 'Olive Owner',
        expiresAt: created.expiresAt,
        createdAt: expect.any(String),
      },
    ]);
    expect(list.body.members).toEqual([
      expect.objectContaining({ userId: owner.user.id, role: 'owner', email: owner.email, firstName: 'Olive' }),
    ]);
    expect(list.body.seats).toEqual({ used: 2, limit: 10 });

    const preview = await api.client().get(`/api/invitations/${tokenOf(created.inviteUrl)}`);
    expect([preview.status, preview.body]).toEqual([
      200,
      {
        workspaceName: "Olive Owner's workspace",
        invitedBy: 'Olive Owner',
        role: 'manager',
        email: invitee.email,
        expiresAt: created.expiresAt,
      },
    ]);
    expect((await api.client().get('/api/invitations/never-was-a-token')).status).toBe(404);
  });

  it('accepts once, as the invited address: the session moves to the workspace; a second accept is 410', async () => {
    const owner = await signUpEliteOwner(api, 'Olive');
    const invitee = await signUpUser(api, { firstName: 'Ann', lastName: 'Member' });
    const { inviteUrl } = await invite(owner.client, invitee.email, 'member');
    const token = tokenOf(inviteUrl);

    const accepted = await invitee.client.post(`/api/invitations/${token}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({
      workspaceId: owner.workspaceId,
      workspaceName: "Olive Owner's workspace",
      role: 'member',
      employeeId: null,
      joinedAt: expect.any(String),
    });
    const me = await invitee.client.get('/api/auth/user');
    expect(me.body).toMatchObject({ workspaceId: owner.workspaceId, role: 'member' });
    expect(me.body.permissions).not.toContain('members.manage');

    const again = await invitee.client.post(`/api/invitations/${token}/accept`);
    expect([again.status, again.body]).toEqual([
      410,
      { code: 'gone', message: 'This invitation has already been used' },
    ]);
    const preview = await api.client().get(`/api/invitations/${token}`);
    expect([preview.status, preview.body.message]).toEqual([410, 'This invitation has already been used']);

    const list = await owner.client.get('/api/workspace/members');
    expect(list.body.invitations).toEqual([]);
    expect(list.body.members.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([
      [owner.user.id, 'owner'],
      [invitee.user.id, 'member'],
    ]);
    // A member's role cannot manage members.
    const refused = await invitee.client.get('/api/workspace/members');
    expect([refused.status, refused.body.code]).toEqual([403, 'role_forbidden']);
  });

  it('two accepts at once: one joins, the other is told the invitation was used', async () => {
    const owner = await signUpEliteOwner(api, 'Olive');
    const invitee = await signUpUser(api);
    const token = tokenOf((await invite(owner.client, invitee.email)).inviteUrl);
    const answers = await Promise.all([
      invitee.client.post(`/api/invitations/${token}/accept`),
      invitee.client.clone().post(`/api/invitations/${token}/accept`),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410].sort());
  });

  it('refuses another address with a masked 403 and changes nothing', async () => {
    const owner = await signUpEliteOwner(api, 'Olive');
    const invitee = await signUpUser(api, { email: `alex${Date.now()}@example.com` });
    const stranger = await signUpUser(api);
    const token = tokenOf((await invite(owner.client, invitee.email)).inviteUrl);
    const refused = await stranger.client.post(`/api/invitations/${token}/accept`);
    expect([refused.status, refused.body]).toEqual([
      403,
      { code: 'forbidden', message: 'This invitation is for a…@example.com. Sign in with that address to accept it.' },
    ]);
    const me = await stranger.client.get('/api/auth/user');
    expect(me.body.workspaceId).not.toBe(owner.workspaceId);
    expect((await api.client().get(`/api/invitations/${token}`)).status).toBe(200);
    expect((await invitee.client.post(`/api/invitations/${token}/accept`)).status).toBe(200);
  });

  it('an expired invitation answers 410 and cannot be accepted; a resend renews it', async () => {
    const owner = await signUpEliteOwner(api, 'Olive');
    const invitee = await signUpUser(api);
    const created = await invite(owner.client, invitee.email);
    await invitationEntity.update(
      { workspaceId: owner.workspaceId, id: created.id },
      { validUntil: new Date(Date.now() - 1000).toISOString() },
    );
    const token = tokenOf(created.inviteUrl);
    const preview = await api.client().get(`/api/invitations/${token}`);
    expect([preview.status, preview.body]).toEqual([410, { code: 'gone', message: 'This invitation has expired' }]);
    const accept = await invitee.client.post(`/api/invitations/${token}/accept`);
    expect([accept.status, accept.body.message]).toEqual([410, 'This invitation has expired']);
    // An expired invitation holds no seat.
    expect((await owner.client.get('/api/workspace/members')).body.seats.used).toBe(1);

    const resent = await owner.client.post(`/api/workspace/invitations/${created.id}/resend`);
    expect(resent.status).toBe(200);
    expect(Date.parse(resent.body.expiresAt)).toBeGreaterThan(Date.now());
    expect((await invitee.client.post(`/api/invitations/${tokenOf(resent.body.inviteUrl)}/accept`)).status).toBe(200);
  });

  it('a resend gives a new link and the old one stops working', async () => {
    const owner = await signUpEliteOwner(api, 'Olive');
    const invitee = await signUpUser(api);
    const created = await invite(owner.client, invitee.email);
    const resent = await owner.client.post(`/api/workspace/invitations/${created.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id: created.id, email: invitee.email, role: 'member' });
    expect(resent.body.inviteUrl).not.toBe(created.inviteUrl);
    expect((await api.client().get(`/api/invitations/${tokenOf(created.inviteUrl)}`)).status).toBe(404);
    expect((await invitee.client.post(`/api/invitations/${tokenOf(created.inviteUrl)}/accept`)).status).toBe(404);
    expect((await api.client().get(`/api/invitations/${tokenOf(resent.body.inviteUrl)}`)).status).toBe(200);
  });

  it('a revoked invitation says so and cannot be accepted', async () => {
    const owner = await signUpEliteOwner(api, 'Olive');
    const invitee = await signUpUser(api);
    const created = await invite(owner.client, invitee.email);
    expect((await owner.client.delete(`/api/workspace/invitations/${created.id}`)).status).toBe(204);
    const token = tokenOf(created.inviteUrl);
    const preview = await api.client().get(`/api/invitations/${token}`);
    expect([preview.status, preview.body.message]).toEqual([410, 'This invitation was revoked']);
    const accept = await invitee.client.post(`/api/invitations/${token}/accept`);
    expect([accept.status, accept.body.message]).toEqual([410, 'This invitation was revoked']);
    expect((await owner.client.get('/api/workspace/members')).body.invitations).toEqual([]);
    expect((await owner.client.delete(`/api/workspace/invitations/${created.id}`)).status).toBe(404);
  });

  it('refuses a seat beyond the plan with 402 naming the limit and the plan that lifts it', async () => {
    const starter = await signUpUser(api, { firstName: 'Stan' });
    const refused = await starter.client.post('/api/workspace/invitations', { email: 'x@example.com', role: 'member' });
    expect([refused.status, refused.body]).toEqual([
      402,
      {
        code: 'plan_limit',
        message: 'Plan limit reached: the Starter plan includes 1 team member. Upgrade to Elite for 10 team members.',
      },
    ]);
    const pro = await signUpUser(api);
    await upgradeLocally(pro.client, 'pro');
    const proRefused = await pro.client.post('/api/workspace/invitations', { email: 'x@example.com', role: 'member' });
    expect([proRefused.status, proRefused.body.message]).toEqual([
      402,
      'Plan limit reached: the Pro plan includes 1 team member. Upgrade to Elite for 10 team members.',
    ]);

    const owner = await signUpEliteOwner(api, 'Olive');
    for (let i = 0; i < 9; i += 1) await invite(owner.client, `seat${i}-${Date.now()}@example.com`);
    const tenth = await owner.client.post('/api/workspace/invitations', {
      email: 'one-more@example.com',
      role: 'viewer',
    });
    expect([tenth.status, tenth.body.code]).toEqual([402, 'plan_limit']);
    expect(tenth.body.message).toContain('the Elite plan includes 10 team members');
  });

  it('refuses a member or a pending invitation again (409) and the owner role (400)', async () => {
    const owner = await signUpEliteOwner(api, 'Olive');
    const invitee = await signUpUser(api);
    await invite(owner.client, invitee.email);
    const twice = await owner.client.post('/api/workspace/invitations', { email: invitee.email, role: 'viewer' });
    expect([twice.status, twice.body.code]).toEqual([409, 'conflict']);
    const self = await owner.client.post('/api/workspace/invitations', { email: owner.email, role: 'admin' });
    expect([self.status, self.body.code]).toEqual([409, 'conflict']);
    const asOwner = await owner.client.post('/api/workspace/invitations', { email: 'o@example.com', role: 'owner' });
    expect([asOwner.status, asOwner.body.code]).toEqual([400, 'validation']);
    expect(asOwner.body.issues[0].path).toBe('role');
    const badEmail = await owner.client.post('/api/workspace/invitations', { email: 'nope', role: 'member' });
    expect(badEmail.status).toBe(400);
    const badEmployee = await owner.client.post('/api/workspace/invitations', {
      email: 'e@example.com',
      role: 'member',
      employeeId: '01NOPE',
    });
    expect(badEmployee.status).toBe(404);
  });

  it('sends at most 10 invitation emails to one address per workspace in 7 days (429)', async () => {
    const owner = await signUpEliteOwner(api, 'Olive');
    const created = await invite(owner.client, `busy${Date.now()}@example.com`);
    for (let i = 0; i < 9; i += 1) {
      expect((await owner.client.post(`/api/workspace/invitations/${created.id}/resend`)).status).toBe(200);
    }
    const eleventh = await owner.client.post(`/api/workspace/invitations/${created.id}/resend`);
    expect([eleventh.status, eleventh.body.code]).toEqual([429, 'rate_limited']);
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(6 * 86_400);
    // A revoke and a new invitation to the same address count against the same 10.
    await owner.client.delete(`/api/workspace/invitations/${created.id}`);
    const fresh = await owner.client.post('/api/workspace/invitations', { email: created.email, role: 'member' });
    expect(fresh.status).toBe(429);
  });

  it('invitation routes need a signed-in owner or admin; the preview is public', async () => {
    const anonymous = api.client();
    expect((await anonymous.get('/api/workspace/members')).status).toBe(401);
    expect(
      (await anonymous.post('/api/workspace/invitations', { email: 'a@example.com', role: 'member' })).status,
    ).toBe(401);
    expect((await anonymous.post('/api/invitations/whatever/accept')).status).toBe(401);
  });

  it('sign-in comes back to the invitation: a same-origin path only', async () => {
    const browser = api.client();
    const login = await browser.get('/api/login?returnTo=%2Finvite%2Fabc');
    expect([login.status, login.headers.get('location')]).toEqual([302, '/api/auth/local?returnTo=%2Finvite%2Fabc']);
    const signUp = await browser.get('/api/login?mode=sign-up&returnTo=%2Finvite%2Fabc');
    expect(signUp.headers.get('location')).toBe('/api/auth/local?mode=sign-up&returnTo=%2Finvite%2Fabc');
    const evil = await browser.get('/api/login?returnTo=%2F%2Fevil.example');
    expect(evil.headers.get('location')).toBe('/api/auth/local');
    const page = await browser.get('/api/auth/local?mode=sign-up&returnTo=%2Finvite%2Fabc');
    expect(page.text).toContain('<input type="hidden" name="returnTo" value="/invite/abc">');
    const form = (fields: Record<string, string>) =>
      browser.request('POST', '/api/auth/local/sign-up', {
        body: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const base = { password: 'correct horse battery', firstName: 'Ret', lastName: 'Urn' };
    const back = await form({ ...base, email: `back${Date.now()}@example.com`, returnTo: '/invite/abc' });
    expect([back.status, back.headers.get('location')]).toEqual([302, '/invite/abc']);
    const away = await form({ ...base, email: `away${Date.now()}@example.com`, returnTo: 'https://evil.example' });
    expect([away.status, away.headers.get('location')]).toEqual([302, '/']);
  });
});
