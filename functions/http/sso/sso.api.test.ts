import type { AuditEntry } from '@shared/schemas/audit';
import { DEFAULT_SSO_SESSION_HOURS, ssoFailureReasons } from '@shared/schemas/sso';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../../../scripts/testing/api-client';
import { runtimeEnvForThisTest, startedForThisFile } from '../../../scripts/testing/for-this-file';
import { upgradeLocally } from '../../../scripts/testing/local-billing';
import {
  type OidcTestProvider,
  type OidcTestUser,
  signInAtProvider,
  startOidcProvider,
} from '../../../scripts/testing/oidc-provider';
import { signInUser, signUpUser, startTestApi, type TestUser } from '../../../scripts/testing/test-runtime';
import { ssoSettingsEntity } from '../../data/sso/sso-settings';
import { logger } from '../../platform/logger';
import { SSO_REFUSED_LOG_CODE } from '../../services/sso/sso-sign-in';

process.env.SSO_ALLOW_PRIVATE_ISSUERS = '1';
const api = await startedForThisFile(startTestApi());

const person = (email: string, emailVerified = true): OidcTestUser => ({
  sub: `sub-${email}`,
  email,
  emailVerified,
  givenName: email.split('@')[0]!,
  familyName: 'Tester',
});
const idp: OidcTestProvider = await startedForThisFile(
  startOidcProvider(api.url, [
    person('ana@shop.example'),
    person('bob@shop.example'),
    person('ivy@shop.example'),
    person('carl@shop.example'),
    person('una@shop.example', false),
    person('zed@other.example'),
  ]),
);

let owner: TestUser;
const settings = () => ({
  issuerUrl: idp.issuer,
  clientId: idp.clientId,
  clientSecret: idp.clientSecret,
  allowedDomains: ['shop.example'],
  defaultRole: 'viewer',
  requireSso: false,
});

beforeAll(async () => {
  owner = await signUpUser(api, { email: 'owner@shop.example', firstName: 'Olivia', lastName: 'Owner' });
  await owner.client.patch('/api/account', { firstName: 'Olivia' });
  await upgradeLocally(owner.client, 'elite');
});

/** Starts 'Sign in with SSO' with `email` in a fresh browser, signs in at the provider (as `as`, by default the same). */
async function throughProvider(email: string, as = email) {
  const browser = new ApiClient(api.url);
  const start = await browser.get(`/api/auth/sso/start?email=${encodeURIComponent(email)}`);
  expect(start.status).toBe(302);
  const authorization = start.headers.get('location')!;
  const callback = await signInAtProvider(
    as === email
      ? authorization
      : authorization.replace(`login_hint=${encodeURIComponent(email)}`, `login_hint=${encodeURIComponent(as)}`),
  );
  return { browser, callback };
}

async function ssoSignIn(email: string, as = email) {
  const { browser, callback } = await throughProvider(email, as);
  const answer = await browser.get(callback.pathname + callback.search);
  return { browser, answer, callback };
}

const ssoTarget = { type: 'settings', id: 'sso', label: 'Single sign-on' };

const refusedWith = (answer: { status: number; headers: Headers }, reason: keyof typeof ssoFailureReasons) => {
  expect(answer.status).toBe(302);
  expect(answer.headers.get('location')).toBe(`/api/auth/sso?error=${reason}`);
};

async function roleOf(email: string): Promise<string | undefined> {
  const list = await owner.client.get('/api/workspace/members');
  return list.body.members.find((m: { email: string }) => m.email === email)?.role;
}

describe('SSO settings', () => {
  it('answers null before any is set up, and refuses a public email domain, a private issuer and a missing secret', async () => {
    const none = await owner.client.get('/api/workspace/sso');
    expect([none.status, none.body]).toEqual([200, null]);
    const gmail = await owner.client.put('/api/workspace/sso', { ...settings(), allowedDomains: ['gmail.com'] });
    expect(gmail.status).toBe(400);
    expect(gmail.text).toContain('Public email domains');
    const noSecret = await owner.client.put('/api/workspace/sso', { ...settings(), clientSecret: undefined });
    expect(noSecret.status).toBe(400);
    expect(noSecret.body.message).toBe('The client secret is required to set up single sign-on');
  });

  it('refuses an http or private issuer unless the local runtime allows private issuers', async () => {
    runtimeEnvForThisTest({ SSO_ALLOW_PRIVATE_ISSUERS: 'false' });
    const loopback = await owner.client.put('/api/workspace/sso', settings());
    expect(loopback.status).toBe(400);
    expect(loopback.body.message).toBe('The issuer URL must start with https://');
    const privateHttps = await owner.client.put('/api/workspace/sso', { ...settings(), issuerUrl: 'https://10.0.0.8' });
    expect(privateHttps.status).toBe(400);
    expect(privateHttps.body.message).toContain('must point to a public address');
  });

  it('stores the settings with the secret sealed and never answers it', async () => {
    const saved = await owner.client.put('/api/workspace/sso', settings());
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      issuerUrl: idp.issuer,
      clientId: idp.clientId,
      hasClientSecret: true,
      allowedDomains: ['shop.example'],
      defaultRole: 'viewer',
      requireSso: false,
      sessionHours: DEFAULT_SSO_SESSION_HOURS,
      redirectUri: `${api.url}/api/auth/sso/callback`,
    });
    const read = await owner.client.get('/api/workspace/sso');
    expect(read.body).toEqual(saved.body);
    expect(read.text).not.toContain(idp.clientSecret);
    const me = await owner.client.get('/api/auth/user');
    const stored = await ssoSettingsEntity.get({ workspaceId: me.body.workspaceId });
    expect(stored?.sealedClientSecret).toMatch(/^v1\./);
    expect(JSON.stringify(stored)).not.toContain(idp.clientSecret);
  });

  it('keeps a domain to one workspace', async () => {
    const rival = await signUpUser(api, { email: 'rival@rival.example' });
    await upgradeLocally(rival.client, 'elite');
    const taken = await rival.client.put('/api/workspace/sso', settings());
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("shop.example is already used by another workspace's single sign-on");
  });

  it('tests the settings with a discovery and a client check', async () => {
    expect((await owner.client.post('/api/workspace/sso/test')).body).toEqual({ ok: true, problems: [] });
    await owner.client.put('/api/workspace/sso', { ...settings(), clientSecret: 'not-the-secret' });
    const wrongClient = await owner.client.post('/api/workspace/sso/test');
    expect(wrongClient.body).toEqual({
      ok: false,
      problems: ['The identity provider does not accept this client id and secret (wrong client)'],
    });
    await owner.client.put('/api/workspace/sso', { ...settings(), issuerUrl: 'http://127.0.0.1:9' });
    const unreachable = await owner.client.post('/api/workspace/sso/test');
    expect(unreachable.body.ok).toBe(false);
    expect(unreachable.body.problems[0]).toMatch(/^The issuer could not be reached or did not answer a discovery/);
    expect((await owner.client.put('/api/workspace/sso', settings())).status).toBe(200);
  });
});

describe('Sign in with SSO against a real OpenID provider', () => {
  it('answers 404 for an email domain no workspace set up', async () => {
    const answer = await api.client().get('/api/auth/sso/start?email=zed%40other.example');
    expect(answer.status).toBe(404);
    expect(answer.text).toContain('Single sign-on is not set up for this email domain');
  });

  it('signs a new person of the domain in, as a viewer of the workspace, for 12 hours', async () => {
    const { browser, answer } = await ssoSignIn('ana@shop.example');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/');
    const sessionCookie = answer.headers.getSetCookie().find((c) => c.startsWith('__Host-sid='));
    expect(sessionCookie).toContain(`Max-Age=${12 * 3600}`);
    const me = await browser.get('/api/auth/user');
    expect(me.body).toMatchObject({ email: 'ana@shop.example', role: 'viewer', subscriptionTier: 'elite' });
    expect(await roleOf('ana@shop.example')).toBe('viewer');

    const again = await ssoSignIn('ana@shop.example');
    expect((await again.browser.get('/api/auth/user')).body.id).toBe(me.body.id);
    // On the workspace's audit log: two SSO sign-ins, by Ana.
    const log = await owner.client.get(`/api/audit?actor=${me.body.id}&action=auth.signed_in`);
    expect(log.body.items.map((e: AuditEntry) => [e.actor.name, e.changes])).toEqual([
      ['ana Tester', { method: [null, 'sso'] }],
      ['ana Tester', { method: [null, 'sso'] }],
    ]);
  });

  it('refuses a person of another domain, and an email the provider has not verified', async () => {
    refusedWith((await ssoSignIn('ana@shop.example', 'zed@other.example')).answer, 'wrong-domain');
    refusedWith((await ssoSignIn('una@shop.example')).answer, 'not-verified');
    expect(await roleOf('zed@other.example')).toBeUndefined();
    expect(await roleOf('una@shop.example')).toBeUndefined();
  });

  it('refuses a callback whose state is not the one the browser started with', async () => {
    const { browser, callback } = await throughProvider('ana@shop.example');
    callback.searchParams.set('state', 'forged-state');
    const answer = await browser.get(callback.pathname + callback.search);
    refusedWith(answer, 'expired');
    expect(answer.headers.getSetCookie().some((c) => c.startsWith('__Host-sid='))).toBe(false);
    refusedWith(await browser.get('/api/auth/sso/callback'), 'expired');
  });

  it("says the provider's refusal in words on the sign-in page", async () => {
    const { browser, callback } = await throughProvider('ana@shop.example');
    const denied = `/api/auth/sso/callback?error=access_denied&state=${callback.searchParams.get('state')}`;
    refusedWith(await browser.get(denied), 'refused');
    const page = await browser.get('/api/auth/sso?error=refused');
    expect(page.text).toContain(ssoFailureReasons.refused);
    // Browsers apply form-action to the redirect after the submit: the form must be allowed to end at the provider.
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' https: http://127.0.0.1:*");
  });

  it('accepts a code once: a replayed callback is refused', async () => {
    const { browser, callback } = await throughProvider('ana@shop.example');
    const copy = browser.clone();
    expect((await browser.get(callback.pathname + callback.search)).status).toBe(302);
    refusedWith(await copy.get(callback.pathname + callback.search), 'expired');
  });

  it('logs a refusal tied to no workspace as one structured warning: its code, the reason and the IP, no secret', async () => {
    const { browser, callback } = await throughProvider('ana@shop.example');
    const copy = browser.clone();
    expect((await browser.get(callback.pathname + callback.search)).status).toBe(302);
    const auditBefore = (await owner.client.get('/api/audit?action=auth.sign_in_failed&limit=50')).body.items.length;
    const warn = vi.spyOn(logger, 'warn');
    try {
      refusedWith(await copy.get(callback.pathname + callback.search), 'expired');
      const lines = warn.mock.calls.filter(
        ([, fields]) => (fields as { code?: string })?.code === SSO_REFUSED_LOG_CODE,
      );
      expect(lines).toHaveLength(1);
      const [message, fields] = lines[0]!;
      expect(message).toBe('SSO sign-in refused');
      expect(fields).toEqual({
        code: 'sso_sign_in_refused',
        reason: 'expired',
        detail: 'The state is unknown or used',
        ip: expect.stringMatching(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/),
        workspaceId: null,
      });
      const line = JSON.stringify(lines[0]);
      for (const secret of [
        callback.searchParams.get('code')!,
        callback.searchParams.get('state')!,
        idp.clientSecret,
      ]) {
        expect(secret.length).toBeGreaterThan(8);
        expect(line).not.toContain(secret);
      }
    } finally {
      warn.mockRestore();
    }
    // No workspace's audit log takes it: the state names none.
    const auditAfter = (await owner.client.get('/api/audit?action=auth.sign_in_failed&limit=50')).body.items.length;
    expect(auditAfter).toBe(auditBefore);
  });

  it('refuses an ID token that has expired', async () => {
    idp.backdateTokens(true);
    try {
      refusedWith((await ssoSignIn('ana@shop.example')).answer, 'token-expired');
    } finally {
      idp.backdateTokens(false);
    }
  });

  it("puts each refused sign-in on the workspace's audit log: the reason in words, the email the provider named, the IP, and no secret", async () => {
    const forged = await throughProvider('ana@shop.example');
    const secrets = [forged.callback.searchParams.get('code')!, forged.callback.searchParams.get('state')!];
    forged.callback.searchParams.set('state', 'forged-state');
    refusedWith(await forged.browser.get(forged.callback.pathname + forged.callback.search), 'expired');
    const wrongDomain = await ssoSignIn('ana@shop.example', 'zed@other.example');
    refusedWith(wrongDomain.answer, 'wrong-domain');
    const unverified = await ssoSignIn('una@shop.example');
    refusedWith(unverified.answer, 'not-verified');
    for (const { callback } of [wrongDomain, unverified]) {
      secrets.push(callback.searchParams.get('code')!, callback.searchParams.get('state')!);
    }

    const log = await owner.client.get('/api/audit?action=auth.sign_in_failed&limit=3');
    expect(log.status, log.text).toBe(200);
    const entries: AuditEntry[] = log.body.items;
    expect(entries.map((e) => [e.actor, e.target, e.changes])).toEqual([
      [
        { type: 'anonymous', id: 'anonymous', name: 'Someone' },
        ssoTarget,
        {
          method: [null, 'sso'],
          reason: [null, 'the identity provider did not confirm the email address'],
          email: [null, 'una@shop.example'],
        },
      ],
      [
        { type: 'anonymous', id: 'anonymous', name: 'Someone' },
        ssoTarget,
        {
          method: [null, 'sso'],
          reason: [null, 'the email address is not in a domain the single sign-on allows'],
          email: [null, 'zed@other.example'],
        },
      ],
      [
        { type: 'anonymous', id: 'anonymous', name: 'Someone' },
        ssoTarget,
        {
          method: [null, 'sso'],
          reason: [null, 'the sign-in came back with a state this browser did not start, or one already used'],
        },
      ],
    ]);
    for (const entry of entries) expect(entry.ip).not.toBe('');
    for (const secret of [...secrets, idp.clientSecret]) {
      expect(secret.length).toBeGreaterThan(8);
      expect(log.text).not.toContain(secret);
    }
  });

  it("gives a pending invitation's role over the default one", async () => {
    const invited = await owner.client.post('/api/workspace/invitations', {
      email: 'ivy@shop.example',
      role: 'manager',
    });
    expect(invited.status).toBe(201);
    const { answer } = await ssoSignIn('ivy@shop.example');
    expect(answer.headers.get('location')).toBe('/');
    expect(await roleOf('ivy@shop.example')).toBe('manager');
    const list = await owner.client.get('/api/workspace/members');
    expect(list.body.invitations.some((i: { email: string }) => i.email === 'ivy@shop.example')).toBe(false);
  });
});

describe("'Require SSO'", () => {
  let bob: TestUser;

  beforeAll(async () => {
    bob = await signUpUser(api, { email: 'bob@shop.example', firstName: 'Bob' });
    const invitation = await owner.client.post('/api/workspace/invitations', {
      email: 'bob@shop.example',
      role: 'member',
    });
    const token = new URL(invitation.body.inviteUrl).pathname.split('/').pop();
    expect((await bob.client.post(`/api/invitations/${token}/accept`)).status).toBe(200);
    expect((await owner.client.put('/api/workspace/sso', { ...settings(), requireSso: true })).status).toBe(200);
  });

  it("refuses the password of a member of the domain, naming the workspace's SSO", async () => {
    const { response } = await signInUser(api, 'bob@shop.example', bob.password);
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(
      "Olivia Owner's workspace signs in with single sign-on for shop.example addresses: use 'Sign in with SSO' with your work email instead of a password.",
    );
  });

  it('keeps the password for the owner, so a broken provider cannot lock the business out', async () => {
    const { response } = await signInUser(api, 'owner@shop.example', owner.password);
    expect(response.status).toBe(200);
  });

  it('signs the member in through SSO into their own account, with their role', async () => {
    const { browser, answer } = await ssoSignIn('bob@shop.example');
    expect(answer.status).toBe(302);
    expect((await browser.get('/api/auth/user')).body).toMatchObject({ id: bob.user.id, role: 'member' });
  });
});

describe('seats', () => {
  it('refuses a new person when the plan has no free seat, and makes no account', async () => {
    const list = await owner.client.get('/api/workspace/members');
    const free = list.body.seats.limit - list.body.seats.used;
    for (let i = 0; i < free; i += 1) {
      const sent = await owner.client.post('/api/workspace/invitations', {
        email: `seat${i}@else.example`,
        role: 'viewer',
      });
      expect(sent.status).toBe(201);
    }
    refusedWith((await ssoSignIn('carl@shop.example')).answer, 'no-seat');
    expect(await roleOf('carl@shop.example')).toBeUndefined();
  });
});
