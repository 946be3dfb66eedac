import { permissionsOf } from '@shared/access/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { signUpTwoUsers, signUpUser, startTestApi } from '../../../scripts/testing/test-runtime';

const api = await startedForThisFile(startTestApi());

const password = 'correct horse battery';

describe('local sign-up, sign-in and sign-out', () => {
  it('signs up with a normalised email, sets the session cookie and returns the user without credentials', async () => {
    const client = api.client();
    const res = await client.post('/api/auth/local/sign-up', {
      email: '  Grace.Hopper@Example.COM ',
      password,
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{26}$/),
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace.hopper@example.com',
      profileImageUrl: null,
      subscriptionTier: 'starter',
      // A new account owns a workspace of its own, and holds every capability there.
      workspaceId: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{26}$/),
      workspaceName: "Grace Hopper's workspace",
      role: 'owner',
      employeeId: null,
      permissions: permissionsOf('owner'),
      aiEnabled: true,
    });
    expect(res.body.permissions).toContain('billing.manage');
    expect(res.text).not.toMatch(/scrypt|password/i);

    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toEqual(res.body);
  });

  it('sets the session cookie as __Host-sid with Secure, HttpOnly, SameSite=Lax, Path=/ and no Domain', async () => {
    const signIn = await api.client().post('/api/auth/local/sign-up', {
      email: 'cookie@example.com',
      password,
      firstName: 'C',
      lastName: 'K',
    });
    const cookie = signIn.headers.getSetCookie().find((c) => c.startsWith('__Host-sid='))!;
    const value = cookie.split(';')[0]!.split('=')[1]!;
    expect(Buffer.from(value, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(cookie).toMatch(/; Path=\/; Secure; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    expect(cookie).not.toMatch(/domain=/i);
    // Beside it, the hint the web's first paint reads: no secret, readable by scripts, same lifetime.
    expect(signIn.headers.getSetCookie()).toContain(
      '__Host-signed-in=1; Path=/; Secure; SameSite=Lax; Max-Age=2592000',
    );
  });

  it('signs in with any casing of the email, with a new session id each time', async () => {
    const { email, client: first } = await signUpUser(api);
    const a = api.client();
    const b = api.client();
    expect((await a.post('/api/auth/local/sign-in', { email: email.toUpperCase(), password })).status).toBe(200);
    expect((await b.post('/api/auth/local/sign-in', { email, password })).status).toBe(200);
    expect(new Set([first.sessionCookie, a.sessionCookie, b.sessionCookie]).size).toBe(3);
    expect((await a.get('/api/auth/user')).body.email).toBe(email);
  });

  it('answers an unknown email and a wrong password with the same 401', async () => {
    const { email } = await signUpUser(api);
    const wrong = await api.client().post('/api/auth/local/sign-in', { email, password: 'not the password' });
    const unknown = await api.client().post('/api/auth/local/sign-in', { email: 'nobody@example.com', password });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ code: 'sign_in_failed', message: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a second account for the same email with 409', async () => {
    const { email } = await signUpUser(api);
    const again = await api.client().post('/api/auth/local/sign-up', {
      email: email.toUpperCase(),
      password,
      firstName: 'Dup',
      lastName: 'Licate',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'conflict', message: 'An account with this email already exists' });
  });

  it('validates sign-up input with a message per problem', async () => {
    const res = await api.client().post('/api/auth/local/sign-up', {
      email: 'not-an-email',
      password: 'short',
      firstName: ' ',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Validation error: /);
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Enter a valid email address' },
        { path: 'password', message: 'Password must be at least 10 characters' },
        { path: 'firstName', message: 'First name is required' },
        { path: 'lastName', message: 'Last name is required' },
      ]),
    );
  });

  it('logs out: deletes the session, clears the cookie, redirects home; the old cookie no longer works', async () => {
    const { client } = await signUpUser(api);
    const stolenCopy = client.clone();
    // Read just before: the runtime trusts a session it read for a few seconds, and logout must end it all the same.
    expect((await stolenCopy.get('/api/auth/user')).status).toBe(200);
    const out = await client.get('/api/logout');
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe('/');
    expect(out.headers.getSetCookie()[0]).toMatch(/^__Host-sid=; Path=\/; Secure; HttpOnly; SameSite=Lax; Max-Age=0$/);
    expect(out.headers.getSetCookie()).toContain('__Host-signed-in=; Path=/; Secure; SameSite=Lax; Max-Age=0');
    expect((await client.get('/api/auth/user')).status).toBe(401);
    const replay = await stolenCopy.get('/api/auth/user');
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ code: 'unauthorized', message: 'Unauthorized' });
  });

  it('locks an email out after 10 failed sign-ins in 15 minutes, even with the right password', async () => {
    const { email } = await signUpUser(api);
    for (let i = 0; i < 10; i++) {
      expect((await api.client().post('/api/auth/local/sign-in', { email, password: `wrong-${i}` })).status).toBe(401);
    }
    const locked = await api.client().post('/api/auth/local/sign-in', { email, password });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    // Other accounts are unaffected.
    const other = await signUpUser(api);
    expect((await api.client().post('/api/auth/local/sign-in', { email: other.email, password })).status).toBe(200);
  });
});

describe('the built-in sign-in page and its forms', () => {
  it('sends /api/login to the sign-in page', async () => {
    const res = await api.client().get('/api/login');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/api/auth/local');
    const page = await api.client().get('/api/auth/local');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('action="/api/auth/local/sign-in"');
    expect((await api.client().get('/api/auth/local?mode=sign-up')).text).toContain('action="/api/auth/local/sign-up"');
  });

  it('signs up through the form post and redirects to the app with a session', async () => {
    const client = api.client();
    const form = new URLSearchParams({ firstName: 'Form', lastName: 'User', email: 'form@example.com', password });
    const res = await client.request('POST', '/api/auth/local/sign-up', {
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect((await client.get('/api/auth/user')).body).toMatchObject({ firstName: 'Form', email: 'form@example.com' });
  });

  it('shows a failed form sign-in as the page again, keeping the email but not the password', async () => {
    const form = new URLSearchParams({ email: 'form@example.com', password: 'wrong password!' });
    const res = await api.client().request('POST', '/api/auth/local/sign-in', {
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toContain('Invalid email or password');
    expect(res.text).toContain('value="form@example.com"');
    expect(res.text).not.toContain('wrong password!');
  });
});

describe('the HTTP contract', () => {
  it('answers health without a session', async () => {
    const res = await api.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });

  it('answers 401 {"code":"unauthorized","message":"Unauthorized"} to a protected route without a session or with a forged one', async () => {
    expect((await api.client().get('/api/auth/user')).body).toEqual({ code: 'unauthorized', message: 'Unauthorized' });
    const forged = api.client();
    forged.cookies.set('__Host-sid', 'A'.repeat(43));
    expect((await forged.get('/api/auth/user')).status).toBe(401);
  });

  it('answers unknown /api paths with JSON 404 and wrong methods with JSON 405', async () => {
    const missing = await api.client().get('/api/does-not-exist');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'not_found', message: 'Not found' });
    const wrongMethod = await api.client().request('DELETE', '/api/auth/user');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET');
    expect(wrongMethod.body).toEqual({ code: 'method_not_allowed', message: 'Method not allowed' });
  });

  it('answers a path parameter that is not valid percent-encoding with 400, not a crash', async () => {
    const { client } = await signUpUser(api);
    for (const path of ['/api/employees/%E0%A4%A', '/api/ai/insights/100%']) {
      const res = await client.get(path);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'bad_request', message: 'Malformed URL' });
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('refuses an email longer than 254 characters at sign-up', async () => {
    const email = `${'a'.repeat(250)}@example.com`;
    const res = await api.client().post('/api/auth/local/sign-up', { email, password, firstName: 'L', lastName: 'E' });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path: 'email', message: 'Email must be at most 254 characters' });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await api.client().request('POST', '/api/auth/local/sign-in', {
      body: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Malformed JSON body');
  });

  it('sets the security headers and no-store on every API answer', async () => {
    for (const res of [await api.client().get('/api/health'), await api.client().get('/api/nowhere')]) {
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('CSRF protection on state-changing requests', () => {
  const attempt = (headers: Record<string, string>) =>
    api.client().request('POST', '/api/auth/local/sign-in', {
      json: { email: 'csrf@example.com', password },
      headers: { origin: '', 'sec-fetch-site': '', ...headers },
    });
  beforeAll(async () => {
    await api
      .client()
      .post('/api/auth/local/sign-up', { email: 'csrf@example.com', password, firstName: 'C', lastName: 'S' });
  });

  it.each([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['the opaque Origin null', { origin: 'null' }],
    ['another port on localhost', { origin: 'http://localhost:1' }],
  ])('refuses %s with 403', async (_, headers) => {
    const res = await attempt(headers);
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('allows same-origin browsers and header-less scripts', async () => {
    expect((await attempt({ 'sec-fetch-site': 'same-origin', origin: api.url })).status).toBe(200);
    expect((await attempt({ 'sec-fetch-site': 'none' })).status).toBe(200);
    expect((await attempt({})).status).toBe(200);
  });

  it('does not apply to safe methods (a link from another site may still open the app)', async () => {
    expect((await api.client().get('/api/health', { 'sec-fetch-site': 'cross-site' })).status).toBe(200);
  });
});

describe('workspace isolation helper', () => {
  it('gives each user their own workspace and session', async () => {
    const [alice, bob] = await signUpTwoUsers(api);
    expect(alice.user.id).not.toBe(bob.user.id);
    expect((await alice.client.get('/api/auth/user')).body.firstName).toBe('Alice');
    expect((await bob.client.get('/api/auth/user')).body.firstName).toBe('Bob');
  });
});
