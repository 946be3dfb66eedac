import { type IncomingHttpHeaders, request } from 'node:http';
import { SIGN_IN_REQUESTS_PER_MINUTE } from '@shared/api/abuse-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApi, type TestApi, type TestUser } from '../testing/test-runtime';

/**
 * What the runtime refuses before it reads a body. Each request announces a body it never finishes sending: an
 * answer can only come if the server decided without the body (otherwise the request would hang).
 */
let api: TestApi;
let user: TestUser;
beforeAll(async () => {
  api = await startTestApi({ signInRequestsPerMinute: SIGN_IN_REQUESTS_PER_MINUTE });
  user = await signUpUser(api);
});
afterAll(() => api.stop());

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Sends the headers and `sent` bytes of the body, and resolves with the answer, which must come before the rest. */
function sendPartially(
  method: string,
  path: string,
  headers: Record<string, string>,
  sent: Buffer,
  finish?: Buffer,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, api.url), { method, headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode!, headers: res.headers, body });
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close the socket while the rest is still being written; the answer already arrived.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    req.write(sent);
    if (finish) req.end(finish);
  });
}

const json = { 'content-type': 'application/json' };
const cookie = () => ({ cookie: `__Host-sid=${user.client.sessionCookie}` });
const megabytes = (n: number) => Buffer.alloc(n * 1024 * 1024, 'a');
/** Announces a 50 MB body and sends its first megabyte, without a session: the server must not wait for the rest. */
const announceFiftyMegabytes = (path: string) =>
  sendPartially('POST', path, { ...json, 'content-length': String(50 << 20) }, megabytes(1));
const expectSecurityHeaders = (answer: Answer) => {
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
  expect(answer.headers['cache-control']).toBe('no-store');
};

describe('requests refused before their body is read', () => {
  it('an unknown route: 404 at once, and the connection closed', async () => {
    const answer = await announceFiftyMegabytes('/api/nowhere');
    expect(answer.status).toBe(404);
    expect(answer.headers.connection).toBe('close');
    expectSecurityHeaders(answer);
  });

  it('a session route without a session cookie: 401 at once', async () => {
    const answer = await announceFiftyMegabytes('/api/tasks');
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ code: 'unauthorized', message: 'Unauthorized' });
    expectSecurityHeaders(answer);
  });

  it('a body announced over 1 MB: 413 at once, with the security headers', async () => {
    const headers = { ...json, ...cookie(), 'content-length': String(2 << 20) };
    const answer = await sendPartially('POST', '/api/tasks', headers, Buffer.from('{"title":"'));
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      code: 'payload_too_large',
      message: 'Request body too large: the limit is 1 MB',
    });
    expectSecurityHeaders(answer);
  });

  it('a chunked body that passes 1 MB: 413 as soon as it does', async () => {
    const headers = { ...json, ...cookie(), 'transfer-encoding': 'chunked' };
    const answer = await sendPartially('POST', '/api/tasks', headers, megabytes(2));
    expect(answer.status).toBe(413);
    expectSecurityHeaders(answer);
  });

  it('still reads a large body under the limit and answers it', async () => {
    const body = Buffer.from(JSON.stringify({ title: 'x'.repeat(900 * 1024) }));
    const headers = { ...json, ...cookie(), 'content-length': String(body.length) };
    const answer = await sendPartially('POST', '/api/tasks', headers, Buffer.alloc(0), body);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).message).toBe('Validation error: Task title must be at most 200 characters');
  });
});

describe('the per-client rate limit on the public sign-in routes', () => {
  it('answers a burst past 20 a minute with 429 and Retry-After, before any password is checked', async () => {
    // Malformed sign-ins: answered 400 by the route if they get through, so the test costs no scrypt.
    const burst = await Promise.all(
      Array.from({ length: 30 }, () => api.client().post('/api/auth/local/sign-in', { email: 'not an email' })),
    );
    const passed = burst.filter((answer) => answer.status === 400).length;
    const limited = burst.filter((answer) => answer.status === 429);
    // At most a full bucket gets through (beforeAll's sign-up took a token; one may have come back since, every 3 s).
    expect(passed).toBeLessThanOrEqual(SIGN_IN_REQUESTS_PER_MINUTE);
    expect(passed).toBeGreaterThanOrEqual(SIGN_IN_REQUESTS_PER_MINUTE - 1);
    expect(limited).toHaveLength(30 - passed);
    // A token every 3 s: the wait is what is left of that.
    const wait = Number(limited[0]!.headers.get('retry-after'));
    expect([1, 2, 3]).toContain(wait);
    expect(limited[0]!.body.message).toMatch(new RegExp(`^Too many requests. Try again in ${wait} seconds?.$`));
    expect(limited[0]!.body.code).toBe('rate_limited');
    expect((await api.client().get('/api/auth/local')).status).toBe(429);
  });

  it('leaves the signed-in routes alone (GET /api/auth/user runs on every page load)', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => user.client.get('/api/auth/user')));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
  });
});
