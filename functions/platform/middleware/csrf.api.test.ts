import { request } from 'node:http';
import { routes } from '@shared/api/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestApi } from '../../../scripts/testing/shared-test-api';
import { signUpUser, type TestApi, type TestUser } from '../../../scripts/testing/test-runtime';

/**
 * The CSRF matrix: every state-changing route of the table × every way a forged browser request can present itself,
 * signed in (so a 403 is the CSRF check's, not a missing session's). New routes join the day they are added.
 */
let api: TestApi;
let owner: TestUser;
beforeAll(async () => {
  api = await sharedTestApi();
  owner = await signUpUser(api);
});

/** A raw request, so the Host header is ours to forge (fetch would set its own). */
function send(method: string, path: string, headers: Record<string, string>) {
  const url = new URL(path, api.url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      url,
      // Content-Length set: Node's client frames a DELETE body only when told its length.
      // An empty value leaves the header out (`cookie: ''`: a client without cookies).
      {
        method,
        headers: Object.fromEntries(
          Object.entries({
            cookie: `__Host-sid=${owner.client.sessionCookie}`,
            'content-length': '2',
            ...headers,
          }).filter(([, value]) => value !== ''),
        ),
      },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      },
    );
    req.on('error', reject);
    req.end('{}');
  });
}

const writes = routes.filter((route) => route.method !== 'GET');
/** The route's path with a placeholder for each parameter: the CSRF check answers before any lookup. */
const somePath = (route: (typeof writes)[number]) => route.path.replace(/\{\w+\}/g, 'x');

describe('CSRF: forged browser requests to every state-changing route', () => {
  const port = () => new URL(api.url).port;
  const forgeries: Array<[string, () => Record<string, string>]> = [
    ['Sec-Fetch-Site: cross-site', () => ({ 'sec-fetch-site': 'cross-site' })],
    ['Sec-Fetch-Site: same-site', () => ({ 'sec-fetch-site': 'same-site' })],
    ['a foreign Origin', () => ({ origin: 'https://evil.example' })],
    ['the opaque Origin null', () => ({ origin: 'null' })],
    ['another port on localhost', () => ({ origin: 'http://localhost:1' })],
    ['the app host over https (another scheme)', () => ({ origin: `https://localhost:${port()}` })],
    ['a forged Host matching a foreign Origin', () => ({ host: 'evil.example', origin: 'http://evil.example' })],
    // No Origin (an older browser, or one that leaves it off a form post): the Referer still names the other site.
    ['no Origin and a cross-site Referer', () => ({ referer: 'https://evil.example/pay.html' })],
    ['no Origin and a Referer on another localhost port', () => ({ referer: 'http://localhost:1/' })],
    // No Origin and no Referer (a referrer policy of no-referrer) with the session cookie: no script sends that.
    ['no Origin and no Referer, with the session cookie', () => ({})],
    [
      'a forged Host with its port matching a foreign Origin',
      () => ({ host: `evil.example:${port()}`, origin: `http://evil.example:${port()}` }),
    ],
  ];

  it.each(forgeries)('refuses %s with 403 on every write route', async (_, headers) => {
    const answers = await Promise.all(
      writes.map(async (route) => {
        const res = await send(route.method, somePath(route), { 'content-type': 'application/json', ...headers() });
        return `${route.id} ${res.status}`;
      }),
    );
    expect(answers).toEqual(writes.map((route) => `${route.id} 403`));
  });

  it('lets the app origin (and its loopback aliases), or without Origin its own Referer, through to the route', async () => {
    for (const origin of [api.url, api.url.replace('localhost', '127.0.0.1')]) {
      const res = await send('POST', '/api/tasks', { 'content-type': 'application/json', origin });
      expect(res.status).toBe(400); // past the CSRF check: the empty task fails validation
    }
    const referer = `${api.url}/tasks`;
    expect((await send('POST', '/api/tasks', { 'content-type': 'application/json', referer })).status).toBe(400);
  });

  it('lets a script with neither header and no cookie through (a bearer client of a public API)', async () => {
    const res = await send('POST', '/api/auth/local/sign-in', {
      'content-type': 'application/json',
      cookie: '',
    });
    expect(res.status).toBe(400); // past the CSRF check: the empty sign-in fails validation
  });
});

describe('a cross-site form post without Origin (issue 29, finding 4)', () => {
  it('cannot change the plan through the local checkout form, and leaves the plan as it was', async () => {
    const { client } = await signUpUser(api);
    const res = await client.request('POST', '/api/subscription/local-checkout', {
      body: new URLSearchParams({ tier: 'elite' }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: '',
        'sec-fetch-site': '',
        referer: 'https://evil.example/free-upgrade.html',
      },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/cross-site/i);
    expect((await client.get('/api/auth/user')).body.subscriptionTier).toBe('starter');
  });
});

describe('GET /api/logout from another site', () => {
  it('goes home without ending the session; the same navigation from the app signs out', async () => {
    const { client } = await signUpUser(api);
    const forged = await client.get('/api/logout', { 'sec-fetch-site': 'cross-site' });
    expect(forged.status).toBe(302);
    expect(forged.headers.getSetCookie()).toEqual([]);
    expect((await client.get('/api/auth/user')).status).toBe(200);

    const own = await client.get('/api/logout', { 'sec-fetch-site': 'same-origin' });
    expect(own.headers.getSetCookie()[0]).toMatch(/^__Host-sid=;/);
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });
});
