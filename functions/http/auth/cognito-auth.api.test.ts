import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCognito, startFakeCognito } from '../../../scripts/testing/fakes/fake-cognito';
import { upgradeLocally } from '../../../scripts/testing/local-billing';
import { startTestApi, type TestApi } from '../../../scripts/testing/test-runtime';

let idp: FakeCognito;
let api: TestApi;

beforeAll(async () => {
  idp = await startFakeCognito();
  Object.assign(process.env, {
    AUTH_MODE: 'cognito',
    COGNITO_DOMAIN: idp.url,
    COGNITO_ISSUER: idp.url,
    COGNITO_CLIENT_ID: idp.clientId,
    AUTH_COOKIE_SECRET: 'test-cookie-secret',
  });
  api = await startTestApi();
});
afterAll(async () => {
  await api.stop();
  await idp.stop();
});

async function beginSignIn(query = '') {
  const client = api.client();
  const login = await client.get(`/api/login${query}`);
  return { client, login, authorizeUrl: login.headers.get('location')! };
}

/** The round trip of a sign-in: /api/login (with `query`), the person signing in at the provider, the callback. */
async function signInAs(who: Record<string, unknown>, query = '') {
  const { client, authorizeUrl } = await beginSignIn(query);
  const code = idp.authorize(authorizeUrl, who);
  const state = new URL(authorizeUrl).searchParams.get('state')!;
  return { client, callback: await client.get(`/api/auth/callback?code=${code}&state=${state}`) };
}

const claims = {
  sub: 'cognito-sub-1',
  email: 'Ada@Example.com',
  given_name: 'Ada',
  family_name: 'Lovelace',
  picture: 'https://img.example/ada.png',
};

describe('Cognito sign-in (OAuth2 code + PKCE, done by the API)', () => {
  it('redirects /api/login to the managed login with PKCE, state and nonce, and a signed state cookie', async () => {
    const { login, authorizeUrl } = await beginSignIn();
    expect(login.status).toBe(302);
    const url = new URL(authorizeUrl);
    expect(url.origin + url.pathname).toBe(`${idp.url}/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: idp.clientId,
      redirect_uri: `${api.url}/api/auth/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const p of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(p)).toMatch(/^[\w-]{43}$/);
    expect(login.headers.getSetCookie()[0]).toMatch(
      /^__Host-oauth=.+; Path=\/; Secure; HttpOnly; SameSite=Lax; Max-Age=600$/,
    );
  });

  it('exchanges the code, verifies the ID token, creates the user and a session', async () => {
    const { client, callback } = await signInAs(claims);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/');
    expect(client.sessionCookie).toBeDefined();
    expect(client.cookies.has('__Host-oauth')).toBe(false);
    expect(idp.tokenRequests.at(-1)?.get('code_verifier')).toMatch(/^[\w-]{43}$/);

    const me = await client.get('/api/auth/user');
    expect(me.body).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      profileImageUrl: 'https://img.example/ada.png',
      subscriptionTier: 'starter',
    });
  });

  it('comes back to the invitation it started from, and never to another site', async () => {
    const invited = { ...claims, sub: 'cognito-sub-invited', email: 'inv@example.com' };
    const { callback: back } = await signInAs(invited, '?returnTo=%2Finvite%2Fabc123');
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/invite/abc123');

    const other = { ...claims, sub: 'cognito-sub-other', email: 'o@example.com' };
    const { callback: home } = await signInAs(other, '?returnTo=%2F%2Fevil.example%2Fx');
    expect(home.headers.get('location')).toBe('/');
  });

  it('signs the same subject into the same user and refreshes the profile', async () => {
    const first = await signInAs(claims);
    const second = await signInAs({ ...claims, given_name: 'Augusta' });
    const [a, b] = [await first.client.get('/api/auth/user'), await second.client.get('/api/auth/user')];
    expect(b.body.id).toBe(a.body.id);
    expect(b.body.firstName).toBe('Augusta');

    // Each sign-in is on the person's workspace's audit log (read there once on Elite).
    await upgradeLocally(second.client, 'elite');
    const log = await second.client.get(`/api/audit?actor=${a.body.id}&action=auth.signed_in`);
    expect(log.status, log.text).toBe(200);
    expect(log.body.items.length).toBeGreaterThanOrEqual(2);
    expect(log.body.items[0]).toMatchObject({
      actor: { type: 'user', id: a.body.id },
      changes: { method: [null, 'cognito'] },
    });
  });

  it('refuses a callback whose state does not match the cookie', async () => {
    const { client, authorizeUrl } = await beginSignIn();
    const code = idp.authorize(authorizeUrl, claims);
    const res = await client.get(`/api/auth/callback?code=${code}&state=forged`);
    // A refused sign-in, not a gone session: the web must not answer it with 'sign in again'.
    expect([res.status, res.body.code]).toEqual([401, 'sign_in_failed']);
    expect(client.sessionCookie).toBeUndefined();
  });

  it('refuses a callback without the state cookie (another browser)', async () => {
    const { authorizeUrl } = await beginSignIn();
    const code = idp.authorize(authorizeUrl, claims);
    const state = new URL(authorizeUrl).searchParams.get('state')!;
    expect((await api.client().get(`/api/auth/callback?code=${code}&state=${state}`)).status).toBe(401);
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const { client, callback: res } = await signInAs({ ...claims, nonce: 'replayed-nonce' });
    expect([res.status, res.body.code]).toEqual([401, 'sign_in_failed']);
    expect(client.sessionCookie).toBeUndefined();
  });

  it('turns off the built-in sign-in routes', async () => {
    expect((await api.client().get('/api/auth/local')).status).toBe(404);
    const signUp = await api.client().post('/api/auth/local/sign-up', {
      email: 'x@example.com',
      password: 'correct horse battery',
      firstName: 'X',
      lastName: 'Y',
    });
    expect(signUp.status).toBe(404);
  });
});
