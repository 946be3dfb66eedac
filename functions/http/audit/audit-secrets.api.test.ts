import { expect, it } from 'vitest';
import { ApiClient } from '../../../scripts/testing/api-client';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { signInAtProvider, startOidcProvider } from '../../../scripts/testing/oidc-provider';
import { signUpEliteOwner } from '../../../scripts/testing/teams';
import { signInUser, startTestApi, TEST_PASSWORD } from '../../../scripts/testing/test-runtime';
import { startWebhookReceiver } from '../../../scripts/testing/webhook-receiver';
import { partitionItems } from '../../../scripts/testing/workspace-partition';
import { auditEntryEntity } from '../../data/audit/audit-entries';
import { startRuntimeContext } from '../../platform/runtime-context';

// Its own runtime: the webhook receiver and the identity provider are on loopback, which the shared runtime refuses.
process.env.WEBHOOKS_ALLOW_PRIVATE_TARGETS = '1';
process.env.SSO_ALLOW_PRIVATE_ISSUERS = '1';
const api = await startedForThisFile(startTestApi());
// One person to sign in through single sign-on: the workspace's settings carry a client secret the provider does not
// know, so the exchange of the code is refused, and the refusal recorded.
const idp = await startedForThisFile(
  startOidcProvider(api.url, [
    { sub: 'sub-una', email: 'una@vault-shop.com', emailVerified: true, givenName: 'Una', familyName: 'Tester' },
  ]),
);
const receiver = await startedForThisFile(startWebhookReceiver());
// The search reads the runtime's table itself, as a person with access to the table would.
process.env.DYNAMODB_ENDPOINT = api.tableEndpoint;
startRuntimeContext();

/** Every audit item of the workspace as stored (entries with their index keys, marks), as one text to search. */
async function wholeLog(workspaceId: string): Promise<string> {
  return JSON.stringify(await partitionItems(auditEntryEntity.partitionOf({ workspaceId })));
}

it('never holds a password, session id, cookie or invitation token written through the app', async () => {
  const owner = await signUpEliteOwner(api, 'Sekret');
  const wrongPassword = 'Wr0ng-horse-battery-7731';
  const newPassword = 'N3w-horse-battery-staple-9902';
  expect((await signInUser(api, owner.email, wrongPassword)).response.status).toBe(401);
  const signedIn = await signInUser(api, owner.email);
  expect(signedIn.response.status).toBe(200);
  const changed = await signedIn.client.post('/api/account/password', {
    currentPassword: TEST_PASSWORD,
    newPassword,
  });
  expect(changed.status).toBeLessThan(300);
  const again = await signInUser(api, owner.email, newPassword);
  expect(again.response.status).toBe(200);
  const invited = await again.client.post('/api/workspace/invitations', { email: 'x@example.com', role: 'viewer' });
  expect(invited.status).toBe(201);
  const inviteToken = invited.body.inviteUrl.split('/invite/')[1] as string;
  const sessionIds = [owner.client, signedIn.client, again.client].map((c) => c.sessionCookie!);
  expect((await again.client.get('/api/audit/export')).status).toBe(200);

  const log = await wholeLog(owner.workspaceId);
  expect(log).toContain('auth.sign_in_failed'); // the log is there, and these events are in it
  expect(log).toContain('invitation.created');
  const csv = (await again.client.get('/api/audit/export')).text;
  for (const secret of [wrongPassword, TEST_PASSWORD, newPassword, inviteToken, ...sessionIds]) {
    expect(secret.length).toBeGreaterThan(8);
    expect(log).not.toContain(secret);
    expect(csv).not.toContain(secret);
  }
});

it('never holds an integration credential, API key, webhook secret, SSO client secret or SSO code and state written through the app', async () => {
  const owner = await signUpEliteOwner(api, 'Vault');
  const crmToken = 'pat-na1-99998888-7777-6666-5555-444433332222';
  const ssoSecret = 'sso-client-secret-4f7c1e9a2b';
  // A host that does not resolve is accepted at connect time (DNS may be down for a moment).
  const crm = await owner.client.post('/api/integrations', {
    provider: 'hubspot',
    name: 'Sales CRM',
    authType: 'api_key',
    apiSecret: crmToken,
    apiUrl: 'https://crm.audit-secrets.invalid',
  });
  expect(crm.status, crm.text).toBe(201);
  const key = await owner.client.post('/api/api-keys', { name: 'Sheets', scopes: ['tasks:read'] });
  expect(key.status, key.text).toBe(201);
  const hook = await owner.client.post('/api/webhooks', {
    url: receiver.url,
    events: ['task.created'],
  });
  expect(hook.status, hook.text).toBe(201);
  const rotated = await owner.client.post(`/api/webhooks/${hook.body.id}/rotate-secret`);
  expect(rotated.status, rotated.text).toBe(200);
  const sso = await owner.client.put('/api/workspace/sso', {
    issuerUrl: idp.issuer,
    clientId: idp.clientId,
    clientSecret: ssoSecret,
    allowedDomains: ['vault-shop.com'],
    defaultRole: 'viewer',
    requireSso: false,
  });
  expect(sso.status, sso.text).toBe(200);
  const browser = new ApiClient(api.url);
  const start = await browser.get('/api/auth/sso/start?email=una%40vault-shop.com');
  expect(start.status).toBe(302);
  const callback = await signInAtProvider(start.headers.get('location')!);
  const refused = await browser.get(callback.pathname + callback.search);
  expect(refused.headers.get('location')).toBe('/api/auth/sso?error=invalid');
  expect((await owner.client.delete(`/api/api-keys/${key.body.id}`)).status).toBe(204);

  const log = await wholeLog(owner.workspaceId);
  for (const action of [
    'integration.connected',
    'api_key.created',
    'webhook.created',
    'webhook.secret_rotated',
    'auth.sign_in_failed',
  ]) {
    expect(log).toContain(action);
  }
  const csv = (await owner.client.get('/api/audit/export')).text;
  const secrets = [
    crmToken,
    key.body.key,
    hook.body.secret,
    rotated.body.secret,
    ssoSecret,
    callback.searchParams.get('code')!,
    callback.searchParams.get('state')!,
    owner.client.sessionCookie!,
  ];
  for (const secret of secrets) {
    expect(secret.length).toBeGreaterThan(8);
    expect(log).not.toContain(secret);
    expect(csv).not.toContain(secret);
  }
});
