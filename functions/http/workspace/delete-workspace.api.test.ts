import { describe, expect, it } from 'vitest';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { uploadDirect } from '../../../scripts/testing/statement-uploads';
import { aTeam, signUpOwner, type Teammate } from '../../../scripts/testing/teams';
import { signInUser, startTestApi } from '../../../scripts/testing/test-runtime';
import { workspacePartition } from '../../../scripts/testing/workspace-partition';
import { integrationEntity } from '../../data/integrations/integrations';
import { syncTargetEntity } from '../../data/integrations/sync-targets';
import { membershipEntity } from '../../platform/auth/members';
import { fileStore } from '../../platform/storage';
import { sealSecrets } from '../../services/integrations/integration-credentials';
import { newStoredIntegration } from '../../services/integrations/integrations';
import { INTEGRATION_TARGET } from '../../services/integrations/sync-messages';
import { notify } from '../../services/notifications/notify';

const api = await startedForThisFile(startTestApi());

/** A workspace with something of everything: tasks, a statement file, a sealed credential, an invitation link. */
async function filledWorkspace(owner: Teammate) {
  const { workspaceId } = owner;
  expect((await owner.client.post('/api/tasks', { title: 'Call the flour supplier' })).status).toBe(201);
  const csv = 'Date,Description,Amount\n2026-11-02,Square INC Dep,120.50\n2026-11-03,Sysco,-80.10\n';
  const uploaded = await uploadDirect(owner.client, 'chase-1234.csv', new TextEncoder().encode(csv));
  expect(uploaded.status, uploaded.text).toBeLessThan(300);
  const statementKey = `statements/${workspaceId}/${uploaded.body.statementId ?? uploaded.body.id}`;
  expect(await fileStore().head(statementKey)).toBeDefined();
  const integrationId = '01M8HQ3EYBDVC656XCP09HW2XD';
  const at = new Date().toISOString();
  // Stored as a connect stores it, without the connect's first sync (which would call Stripe).
  const integration = newStoredIntegration({
    id: integrationId,
    provider: 'stripe_data',
    name: 'Stripe',
    authType: 'api_key',
    apiUrl: 'https://api.stripe.com',
    accountId: null,
    apiKeyHint: '…9876',
    sandbox: false,
    createdAt: at,
    sealedCredentials: await sealSecrets(workspaceId, integrationId, { apiKey: 'rk_live_secret_9876' }),
  });
  await integrationEntity.put({ workspaceId, ...integration });
  await syncTargetEntity.put({ kind: INTEGRATION_TARGET, workspaceId, targetId: integrationId, registeredAt: at });
  const invited = await owner.client.post('/api/workspace/invitations', { email: 'new@example.com', role: 'viewer' });
  expect(invited.status).toBe(201);
  await notify(workspaceId, { roles: ['owner', 'admin'] }, { kind: 'member_joined', title: 'x', body: 'y', link: '/' });
  return { statementKey, inviteUrl: invited.body.inviteUrl as string };
}

describe('DELETE /api/workspace', () => {
  it('refuses anyone but the owner, and a name that is not the workspace’s, changing nothing', async () => {
    const team = await aTeam(api);
    const before = (await workspacePartition(team.owner.workspaceId)).length;
    const me = await team.owner.client.get('/api/auth/user');
    const name = me.body.workspaceName as string;

    const byAdmin = await team.admin.client.request('DELETE', '/api/workspace', { json: { confirm: name } });
    expect([byAdmin.status, byAdmin.body]).toEqual([
      403,
      { code: 'role_forbidden', message: 'Your role (Admin) cannot delete the workspace or transfer ownership' },
    ]);
    const wrong = await team.owner.client.request('DELETE', '/api/workspace', { json: { confirm: 'My workspace' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('validation');
    expect(wrong.body.message).toBe(`Type the workspace's name exactly as shown, “${name}”, to delete it`);
    const empty = await team.owner.client.request('DELETE', '/api/workspace', { json: { confirm: '' } });
    expect(empty.status).toBe(400);

    expect((await workspacePartition(team.owner.workspaceId)).length).toBe(before);
    expect((await team.admin.client.get('/api/tasks')).status).toBe(200);
  });

  it('deletes every item, file and sealed secret of the workspace, removes its members, and ends the session', async () => {
    const team = await aTeam(api, { tier: 'elite' });
    const other = await signUpOwner(api, 'Untouched');
    expect((await other.client.post('/api/tasks', { title: 'Not yours to delete' })).status).toBe(201);
    const otherBefore = await workspacePartition(other.workspaceId);
    const { workspaceId } = team.owner;
    const { statementKey, inviteUrl } = await filledWorkspace(team.owner);
    expect((await workspacePartition(workspaceId)).length).toBeGreaterThan(10);
    const name = (await team.owner.client.get('/api/auth/user')).body.workspaceName as string;

    const deleted = await team.owner.client.request('DELETE', '/api/workspace', { json: { confirm: ` ${name} ` } });
    expect(deleted.status, deleted.text).toBe(204);
    expect(deleted.headers.get('set-cookie')).toContain('__Host-sid=;');

    expect(await workspacePartition(workspaceId)).toEqual([]);
    expect(await fileStore().head(statementKey)).toBeUndefined();
    expect(await syncTargetEntity.queryAll({ kind: INTEGRATION_TARGET, workspaceId })).toEqual([]);
    const token = inviteUrl.split('/invite/')[1]!;
    expect((await api.client().get(`/api/invitations/${token}`)).status).toBe(404);
    for (const person of [team.owner, team.admin, team.manager, team.member, team.viewer]) {
      expect(await membershipEntity.get({ userId: person.user.id, workspaceId })).toBeUndefined();
    }
    // The owner's session ended; the others' sessions in the workspace too: no one reads it any more.
    expect((await team.owner.client.get('/api/tasks')).status).toBe(401);
    expect((await team.admin.client.get('/api/tasks')).status).toBe(401);

    // The other workspace is as it was.
    expect(await workspacePartition(other.workspaceId)).toEqual(otherBefore);
    expect((await other.client.get('/api/tasks')).body.items).toHaveLength(1);

    // The owner keeps their account: signing in makes them a fresh, empty workspace.
    const again = await signInUser(api, team.owner.email);
    expect(again.response.status).toBeLessThan(400);
    const fresh = await again.client.get('/api/auth/user');
    expect(fresh.status).toBe(200);
    expect(fresh.body.workspaceId).not.toBe(workspaceId);
    expect(fresh.body.role).toBe('owner');
    expect((await again.client.get('/api/tasks')).body.items).toEqual([]);
    // A member keeps their account and their own workspace.
    const member = await signInUser(api, team.member.email);
    const theirs = await member.client.get('/api/workspaces');
    expect(theirs.body.workspaces.map((w: { workspaceId: string }) => w.workspaceId)).not.toContain(workspaceId);
  });
});
