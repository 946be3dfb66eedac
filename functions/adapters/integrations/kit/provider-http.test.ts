import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as z from '@shared/zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConnectorError } from './connector-error';
import { createProviderHttp, type HttpTransport, type ProviderHttpConfig } from './provider-http';

type Reply = (req: IncomingMessage, res: ServerResponse, body: string) => void;

const KEY = 'sk_test_51SecretValue';
let replies: Reply[] = [];
const seen: { url: string; headers: IncomingMessage['headers']; body: string }[] = [];
let base = '';
const server = createServer(async (req, res) => {
  let body = '';
  for await (const chunk of req) body += chunk;
  seen.push({ url: req.url ?? '', headers: req.headers, body });
  const reply = replies.shift() ?? ((_q, r) => r.writeHead(500).end('no reply scripted'));
  reply(req, res, body);
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/prefix`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  replies = [];
  seen.length = 0;
});

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Reply =>
  (_req, res) =>
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

const sleeps: number[] = [];
const transport = (extra: Partial<HttpTransport> = {}): HttpTransport => ({
  sleep: async (ms) => {
    sleeps.push(ms);
  },
  ...extra,
});

function client(extra: Partial<ProviderHttpConfig> = {}) {
  sleeps.length = 0;
  return createProviderHttp({
    providerName: 'Acme',
    baseUrl: base,
    credentials: { apiKey: KEY },
    auth: (c) => ({ type: 'bearer', token: c.apiKey! }),
    transport: transport(),
    ...extra,
  });
}

const ok = z.object({ ok: z.literal(true) });

async function failure(promise: Promise<unknown>): Promise<ConnectorError> {
  const error = await promise.then(
    () => undefined,
    (e) => e,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  return error as ConnectorError;
}

describe('provider HTTP client', () => {
  it('appends the path to the base URL, sends the auth header and query, and validates the answer', async () => {
    replies.push(json(200, { ok: true, extra: 'ignored' }));
    const data = await client().get('/v1/things', ok, { limit: 2, 'types[]': ['a', 'b'], skip: undefined });
    expect(data).toEqual({ ok: true });
    expect(seen[0]!.url).toBe('/prefix/v1/things?limit=2&types%5B%5D=a&types%5B%5D=b');
    expect(seen[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('waits as long as Retry-After says after a 429, then succeeds', async () => {
    replies.push(json(429, { message: 'slow down' }, { 'retry-after': '2' }), json(200, { ok: true }));
    await expect(client().get('/x', ok)).resolves.toEqual({ ok: true });
    expect(sleeps).toEqual([2000]);
  });

  it('gives up at once when Retry-After is longer than it may wait, saying when to try again', async () => {
    replies.push(json(429, {}, { 'retry-after': '120' }));
    const error = await failure(client().get('/x', ok));
    expect(error).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 120 });
    expect(error.message).toBe('Acme is limiting requests; try again in 120 s');
    expect(sleeps).toEqual([]);
  });

  it('stops retrying a 429 after its budget', async () => {
    for (let i = 0; i < 4; i += 1) replies.push(json(429, {}, { 'retry-after': '1' }));
    const error = await failure(client().get('/x', ok));
    expect(error.kind).toBe('rate_limited');
    expect(sleeps).toEqual([1000, 1000, 1000]);
  });

  it('retries a 5xx with backoff when the request is safe to repeat, and never a plain POST', async () => {
    replies.push(json(503, {}), json(502, {}), json(200, { ok: true }));
    await expect(client().get('/x', ok)).resolves.toEqual({ ok: true });
    expect(sleeps).toHaveLength(2);
    expect(sleeps.every((ms) => ms >= 0 && ms <= 8000)).toBe(true);

    replies.push(json(503, { error: { message: 'Service unavailable' } }));
    const error = await failure(client().request('/create', { method: 'POST', json: {}, schema: ok }));
    expect(error).toMatchObject({ kind: 'provider_error', status: 503 });
    expect(error.message).toBe('Acme failed (503): Service unavailable');
    expect(seen).toHaveLength(4);
  });

  it("reports a rejected key with the provider's reason and never the key, even when the provider echoes it", async () => {
    replies.push(json(401, { error: { message: `Invalid API Key provided: ${KEY}` } }));
    const error = await failure(client().get('/x', ok));
    expect(error.kind).toBe('auth_rejected');
    expect(error.message).toBe('Acme rejected the credentials: Invalid API Key provided: [redacted]');
  });

  it('refreshes the access token once after a 401 and repeats the request with the new one', async () => {
    replies.push(json(401, { message: 'expired' }), json(200, { ok: true }));
    const http = client({
      transport: transport({ refreshAccessToken: async () => 'fresh-token-123' }),
    });
    await expect(http.get('/x', ok)).resolves.toEqual({ ok: true });
    expect(seen.map((s) => s.headers.authorization)).toEqual([`Bearer ${KEY}`, 'Bearer fresh-token-123']);

    replies.push(json(401, { message: 'still no' }), json(401, { message: 'still no' }));
    const error = await failure(http.get('/x', ok));
    expect(error.kind).toBe('auth_rejected');
  });

  it("says 'Could not reach <Provider>: <cause>' when nothing answers", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await failure(client({ baseUrl: `http://127.0.0.1:${port}` }).get('/x', ok));
    expect(error.kind).toBe('unreachable');
    expect(error.message).toBe(`Could not reach Acme: connect ECONNREFUSED 127.0.0.1:${port}`);
  });

  it('times out a provider that does not answer', async () => {
    replies.push(() => {});
    const http = client({ transport: transport({ timeoutMs: 200 }) });
    const error = await failure(http.get('/x', ok));
    expect(error.message).toBe('Could not reach Acme: no answer within 200 ms');
  });

  it('names where an answer is not the documented shape', async () => {
    replies.push(json(200, { ok: 'yes' }));
    const error = await failure(client().get('/v1/things', ok));
    expect(error.kind).toBe('bad_response');
    expect(error.message).toMatch(/^Acme answered GET \/prefix\/v1\/things in an unexpected shape \(ok: /);
  });

  it('follows next-page links only inside its own API', async () => {
    const error = await failure(client().get('http://169.254.169.254/latest/meta-data', ok));
    expect(error.message).toBe('Acme pointed to an address outside its API: http://169.254.169.254');
    replies.push(json(200, { ok: true }));
    await expect(client().get(`${base}/v1/page2?cursor=abc`, ok)).resolves.toEqual({ ok: true });
    expect(seen[0]!.url).toBe('/prefix/v1/page2?cursor=abc');
  });

  it('keeps query-string keys out of messages, and refuses redirects', async () => {
    replies.push(json(404, { message: 'No such board' }));
    const http = client({ auth: (c) => ({ type: 'query', params: { key: c.apiKey!, token: 'tok-secret-9' } }) });
    const error = await failure(http.get('/1/boards/b1', ok));
    expect(seen[0]!.url).toContain(`key=${KEY}`);
    expect(error.message).toBe('Acme answered 404 to GET /prefix/1/boards/b1: No such board');

    replies.push((_req, res) => res.writeHead(301, { location: 'https://elsewhere.example/x' }).end());
    const redirected = await failure(client().get('/x', ok));
    expect(redirected.message).toBe('Acme redirected GET /prefix/x to https://elsewhere.example; check the API URL');
  });

  it('answers the given value for an empty 204, and lets a provider flag an error inside a 200', async () => {
    replies.push((_req, res) => res.writeHead(204).end());
    const empty = await client().request('/x', { schema: ok, empty: { ok: true as const } });
    expect(empty.data).toEqual({ ok: true });

    replies.push(json(200, { ok: false, error: 'invalid_auth' }));
    const http = client({
      bodyError: (b) => ((b as any).ok === false ? { kind: 'auth_rejected', reason: (b as any).error } : undefined),
    });
    const error = await failure(http.get('/api/auth.test', ok));
    expect(error.message).toBe('Acme rejected the credentials: invalid_auth');
  });

  it('runs the SSRF guard before every request', async () => {
    const http = client({
      transport: transport({
        guardUrl: async (url) => {
          throw new ConnectorError('misconfigured', `blocked ${url.hostname}`);
        },
      }),
    });
    const error = await failure(http.get('/x', ok));
    expect(error.message).toBe('blocked 127.0.0.1');
    expect(seen).toHaveLength(0);
  });
});
