import { type ApiScope, keyAccessOf } from '@shared/access/api-scopes';
import type { RouteContract } from '@shared/api/route-contract';
import { routes } from '@shared/api/routes';
import { describe, expect, it, onTestFinished } from 'vitest';
import { newEmployee } from '../../../scripts/testing/fixtures/new-employee';
import { runtimeEnvForThisTest, startedForThisFile } from '../../../scripts/testing/for-this-file';
import { aTeam, signUpOwner, type Teammate } from '../../../scripts/testing/teams';
import { startTestApi } from '../../../scripts/testing/test-runtime';
import { apiKeyEntity } from '../../platform/auth/api-keys';

/** When the runtime says each request arrived: the real time, unless a test sets its own clock. */
let arrivals: (() => Date) | undefined;
const api = await startedForThisFile(startTestApi({ arrivals: () => arrivals?.() ?? new Date() }));

/** Requests from here to the test's end arrive `apartMs` apart, the first at `start`. */
function arrivingFrom(start: number, apartMs: number): void {
  let sent = 0;
  arrivals = () => new Date(start + apartMs * sent++);
  onTestFinished(() => {
    arrivals = undefined;
  });
}

/** A script's request: the key and nothing else (no cookie, no Origin, no Sec-Fetch-Site). */
function withKey(key: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const script = api.client();
  return script.request(method, path, {
    json: body,
    headers: { origin: '', 'sec-fetch-site': '', authorization: `Bearer ${key}`, ...headers },
  });
}

async function createKey(
  creator: Teammate,
  scopes: ApiScope[],
  extra: { expiresInDays?: number | null } = {},
): Promise<{ id: string; key: string }> {
  const created = await creator.client.post('/api/api-keys', { name: `Key ${scopes.join(' ')}`, scopes, ...extra });
  if (created.status !== 201) throw new Error(`create key answered ${created.status}: ${created.text}`);
  return created.body;
}

/** For tests about something else that send many requests with one key in a short time. */
const UNLIMITED = { API_KEY_REQUESTS_PER_MINUTE: '100000', API_KEY_BURST_PER_SECOND: '100000' };

const team = await aTeam(api, { tier: 'elite' });
const { owner, admin, manager } = team;

describe('API keys: creating, listing and revoking', () => {
  it('shows the key once, stores only its hash and lists it without the key', async () => {
    const created = await owner.client.post('/api/api-keys', { name: 'Sheets', scopes: ['tasks:write', 'tasks:read'] });
    expect(created.status).toBe(201);
    expect(created.body.key).toMatch(/^bp_live_[0-9A-Za-z]{43}$/);
    expect(created.body.key.startsWith(created.body.prefix)).toBe(true);
    // `write` implies `read`: stored once.
    expect(created.body.scopes).toEqual(['tasks:write']);
    const in90Days = Date.now() + 90 * 24 * 3600 * 1000;
    expect(Math.abs(Date.parse(created.body.expiresAt) - in90Days)).toBeLessThan(60_000);

    const stored = await apiKeyEntity.get({ workspaceId: owner.workspaceId, id: created.body.id });
    expect(JSON.stringify(stored)).not.toContain(created.body.key);

    const listed = await owner.client.get('/api/api-keys');
    expect(listed.status).toBe(200);
    const entry = listed.body.find((k: { id: string }) => k.id === created.body.id);
    expect(entry).toMatchObject({
      name: 'Sheets',
      prefix: created.body.prefix,
      createdBy: owner.user.id,
      lastUsedAt: null,
    });
    expect(listed.text).not.toContain(created.body.key);

    expect((await withKey(created.body.key, 'GET', '/api/tasks')).status).toBe(200);
    const used = await owner.client.get('/api/api-keys');
    expect(used.body.find((k: { id: string }) => k.id === created.body.id).lastUsedAt).not.toBeNull();
  });

  it('owners and admins only; a key that never expires is the owner’s alone; at most 365 days', async () => {
    expect((await manager.client.post('/api/api-keys', { name: 'x', scopes: ['tasks:read'] })).status).toBe(403);
    expect((await manager.client.get('/api/api-keys')).status).toBe(403);
    const never = await admin.client.post('/api/api-keys', { name: 'x', scopes: ['tasks:read'], expiresInDays: null });
    expect(never.status).toBe(403);
    expect(never.body.message).toBe('Only the owner can create a key that never expires');
    const owners = await createKey(owner, ['tasks:read'], { expiresInDays: null });
    expect(
      (await owner.client.get('/api/api-keys')).body.find((k: { id: string }) => k.id === owners.id).expiresAt,
    ).toBeNull();
    const tooLong = await owner.client.post('/api/api-keys', { name: 'x', scopes: ['tasks:read'], expiresInDays: 366 });
    expect(tooLong.status).toBe(400);
    const badScope = await owner.client.post('/api/api-keys', { name: 'x', scopes: ['finance:write'] });
    expect(badScope.status).toBe(400);
  });

  it('Elite only: 402 naming the plan otherwise', async () => {
    const starter = await signUpOwner(api, 'Stan');
    const refused = await starter.client.post('/api/api-keys', { name: 'x', scopes: ['tasks:read'] });
    expect(refused.status).toBe(402);
    expect(refused.body.message).toMatch(/Elite/);
  });

  it('a revoked key is refused at once with 401; a wrong one too', async () => {
    const { id, key } = await createKey(admin, ['tasks:read']);
    expect((await withKey(key, 'GET', '/api/tasks')).status).toBe(200);
    expect((await admin.client.delete(`/api/api-keys/${id}`)).status).toBe(204);
    const after = await withKey(key, 'GET', '/api/tasks');
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('unauthorized');
    expect((await admin.client.delete(`/api/api-keys/${id}`)).status).toBe(404);
    expect((await withKey(`${key.slice(0, -1)}x`, 'GET', '/api/tasks')).status).toBe(401);
    expect((await withKey('not-a-key', 'GET', '/api/tasks')).status).toBe(401);
  });

  it('an expired key is refused with 401 saying so', async () => {
    const { id, key } = await createKey(owner, ['tasks:read'], { expiresInDays: 1 });
    expect((await withKey(key, 'GET', '/api/tasks')).status).toBe(200);
    const record = await apiKeyEntity.get({ workspaceId: owner.workspaceId, id });
    // Both items as a day later would find them: the key's lookup carries the same expiry.
    const { storeApiKey } = await import('../../platform/auth/api-keys');
    await storeApiKey(owner.workspaceId, { ...record!, validUntil: new Date(Date.now() - 1000).toISOString() });
    const refused = await withKey(key, 'GET', '/api/tasks');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/expired/);
  });

  it('removing the creator deletes their keys; a demoted creator’s key loses what the new role lacks', async () => {
    const crew = await aTeam(api, { tier: 'elite' });
    const { key, id } = await createKey(crew.admin, ['tasks:write', 'employees:write']);
    const ownersKey = await createKey(crew.owner, ['tasks:read']);
    expect((await withKey(key, 'POST', '/api/employees', newEmployee('Ada', 'Key'))).status).toBe(201);

    expect(
      (await crew.owner.client.patch(`/api/workspace/members/${crew.admin.user.id}`, { role: 'member' })).status,
    ).toBe(200);
    const demoted = await withKey(key, 'POST', '/api/employees', newEmployee('Bea', 'Key'));
    expect(demoted.status).toBe(403);
    expect(demoted.body.message).toBe(
      "This API key acts with its creator's role (Member), which cannot add, edit or delete employees, their competencies or notes",
    );
    expect((await withKey(key, 'POST', '/api/tasks', { title: 'Still a member' })).status).toBe(201);

    expect((await crew.owner.client.delete(`/api/workspace/members/${crew.admin.user.id}`)).status).toBe(204);
    const removed = await withKey(key, 'GET', '/api/tasks');
    expect(removed.status).toBe(401);
    expect(removed.body.message).toMatch(/wrong or was revoked/);
    // Gone from the list and from the table at removal, not only refused at request; other people's keys stay.
    const listed = (await crew.owner.client.get('/api/api-keys')).body.map((k: { id: string }) => k.id);
    expect(listed).not.toContain(id);
    expect(listed).toContain(ownersKey.id);
    expect(await apiKeyEntity.get({ workspaceId: crew.owner.workspaceId, id })).toBeUndefined();
    expect((await withKey(ownersKey.key, 'GET', '/api/tasks')).status).toBe(200);
  });
});

describe('API keys: scopes', () => {
  const scoped = (routes as readonly RouteContract[]).filter((route) => keyAccessOf(route).kind === 'scoped');

  it('every route of the table is classified, and the key-callable ones are the data routes', () => {
    for (const route of routes) expect(['scoped', 'open', 'session']).toContain(keyAccessOf(route).kind);
    const areas = new Set(scoped.map((route) => (keyAccessOf(route) as { area: string }).area));
    expect([...areas].sort()).toEqual([
      'automations',
      'employees',
      'finance',
      'integrations',
      'kpi',
      'tasks',
      'webhooks',
    ]);
    const session = routes.filter((route) => keyAccessOf(route).kind === 'session').map((route) => route.path);
    for (const path of [
      '/api/api-keys',
      '/api/workspace/members',
      '/api/subscription/update',
      '/api/auth/local/sign-in',
    ])
      expect(session).toContain(path);
  });

  it('every key-callable route refuses a key without its scope with 403 naming the scope', async () => {
    runtimeEnvForThisTest(UNLIMITED);
    // Each route is called with a key whose only scope is of another area.
    const { key: dashboardKey } = await createKey(owner, ['kpi:read']);
    const { key: tasksKey } = await createKey(owner, ['tasks:read']);
    for (const route of scoped) {
      const access = keyAccessOf(route) as { scope: string; access: string; area: string };
      const path = route.path.replace(/\{\w+\}/g, 'x');
      const key = access.area === 'kpi' ? tasksKey : dashboardKey;
      const answer = await withKey(key, route.method, path, route.body ? {} : undefined);
      expect(answer.status, `${route.method} ${route.path}`).toBe(403);
      expect(answer.body.message, `${route.method} ${route.path}`).toContain(
        access.area === 'finance' || access.area === 'kpi' ? access.area : access.scope,
      );
    }
  });

  it('each area: read with :read, write only with :write; finance and the dashboard are read only', async () => {
    runtimeEnvForThisTest(UNLIMITED);
    const reader = await createKey(owner, [
      'tasks:read',
      'employees:read',
      'automations:read',
      'integrations:read',
      'finance:read',
      'kpi:read',
    ]);
    const writer = await createKey(owner, [
      'tasks:write',
      'employees:write',
      'automations:write',
      'integrations:write',
    ]);
    for (const path of [
      '/api/tasks',
      '/api/employees',
      '/api/automations',
      '/api/integrations',
      '/api/financial/accounts',
      '/api/kpi/stats',
    ]) {
      expect((await withKey(reader.key, 'GET', path)).status, path).toBe(200);
    }
    for (const path of ['/api/tasks', '/api/employees', '/api/automations', '/api/integrations']) {
      expect((await withKey(writer.key, 'GET', path)).status, `write implies read: ${path}`).toBe(200);
    }
    const writes: Array<[string, string, string]> = [
      ['/api/tasks', 'tasks:write', 'POST'],
      ['/api/employees', 'employees:write', 'POST'],
      ['/api/automations', 'automations:write', 'POST'],
      ['/api/integrations', 'integrations:write', 'POST'],
    ];
    for (const [path, scope, method] of writes) {
      const refused = await withKey(reader.key, method, path, {});
      expect(refused.status, path).toBe(403);
      expect(refused.body.message).toBe(`This API key lacks the scope ${scope}`);
      // Past the key's checks, the route's own validation answers.
      expect((await withKey(writer.key, method, path, {})).status, path).toBe(400);
    }
    expect((await withKey(writer.key, 'POST', '/api/tasks', { title: 'By key' })).status).toBe(201);
    const finance = await withKey(reader.key, 'POST', '/api/financial/demo-bank');
    expect(finance.status).toBe(403);
    expect(finance.body.message).toBe('API keys can only read finance data; changes need a signed-in person');
  });

  it('the dashboard’s revenue needs finance:read besides kpi:read', async () => {
    const kpiOnly = await createKey(owner, ['kpi:read']);
    const both = await createKey(owner, ['kpi:read', 'finance:read']);
    const hidden = await withKey(kpiOnly.key, 'GET', '/api/kpi/stats');
    expect(hidden.body.revenue).toBeNull();
    expect(hidden.body.revenueHidden).not.toBeNull();
    expect((await withKey(both.key, 'GET', '/api/kpi/stats')).body.revenueHidden).toBeNull();
  });

  it('session-only routes refuse any key with 403', async () => {
    const { key } = await createKey(owner, ['tasks:write']);
    for (const [method, path] of [
      ['GET', '/api/api-keys'],
      ['GET', '/api/workspace/members'],
      ['POST', '/api/subscription/update'],
      ['GET', '/api/auth/user'],
      ['POST', '/api/auth/local/sign-in'],
    ] as const) {
      const answer = await withKey(key, method, path, method === 'POST' ? {} : undefined);
      expect(answer.status, path).toBe(403);
      expect(answer.body.message).toBe('API keys cannot call this route: sign in to the app to use it');
    }
  });

  it('a key of workspace A cannot reach workspace B’s ids', async () => {
    const other = await signUpOwner(api, 'Bob');
    const theirs = await other.client.post('/api/tasks', { title: 'B only' });
    expect(theirs.status).toBe(201);
    const { key } = await createKey(owner, ['tasks:write']);
    expect((await withKey(key, 'PATCH', `/api/tasks/${theirs.body.id}`, { status: 'completed' })).status).toBe(404);
    expect((await withKey(key, 'DELETE', `/api/tasks/${theirs.body.id}`)).status).toBe(404);
    const listed = await withKey(key, 'GET', '/api/tasks');
    expect(listed.text).not.toContain(theirs.body.id);
    expect((await other.client.get(`/api/tasks`)).body.items.some((t: { id: string }) => t.id === theirs.body.id)).toBe(
      true,
    );
  });
});

describe('API keys: CSRF, idempotency, rate limits', () => {
  it('a bearer write needs no CSRF header, even from another origin; a cookie write still does', async () => {
    const { key } = await createKey(owner, ['tasks:write']);
    const fromElsewhere = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const byKey = await withKey(key, 'POST', '/api/tasks', { title: 'Cross-origin script' }, fromElsewhere);
    expect(byKey.status).toBe(201);
    const byCookie = await owner.client.request('POST', '/api/tasks', {
      json: { title: 'Forged' },
      headers: fromElsewhere,
    });
    expect(byCookie.status).toBe(403);
    // A cookie riding along with a key is not read: the key alone decides.
    const both = owner.client.clone();
    const mixed = await both.request('GET', '/api/api-keys', { headers: { authorization: `Bearer ${key}` } });
    expect(mixed.status).toBe(403);
  });

  it('writes by a key honour Idempotency-Key', async () => {
    const { key } = await createKey(owner, ['tasks:write']);
    const headers = { 'idempotency-key': `key-retry-${Date.now()}` };
    const first = await withKey(key, 'POST', '/api/tasks', { title: 'Once only' }, headers);
    const again = await withKey(key, 'POST', '/api/tasks', { title: 'Once only' }, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const mine = await withKey(key, 'GET', '/api/tasks?limit=200');
    expect(mine.body.items.filter((t: { title: string }) => t.title === 'Once only')).toHaveLength(1);
  });

  it('every answer to a key carries the RateLimit headers; the session’s answers do not', async () => {
    const { key } = await createKey(owner, ['tasks:read']);
    const first = await withKey(key, 'GET', '/api/tasks');
    expect(first.headers.get('ratelimit-limit')).toBe('600');
    const remaining = Number(first.headers.get('ratelimit-remaining'));
    expect(remaining).toBeLessThan(600);
    expect(Number(first.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    expect(Number(first.headers.get('ratelimit-reset'))).toBeLessThanOrEqual(60);
    const refused = await withKey(key, 'POST', '/api/tasks', { title: 'no scope' });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('ratelimit-limit')).toBe('600');
    expect((await owner.client.get('/api/tasks')).headers.get('ratelimit-limit')).toBeNull();
  });

  it('over the minute’s limit: 429 with Retry-After and the headers, and nothing done', async () => {
    runtimeEnvForThisTest({ API_KEY_REQUESTS_PER_MINUTE: '8' });
    const { key } = await createKey(owner, ['tasks:write']);
    // The start of a minute still ahead: the window's stored count expires by the real clock.
    const minute = Math.ceil(Date.now() / 60_000) * 60_000 + 60_000;
    arrivingFrom(minute, 1000);
    for (let i = 0; i < 8; i += 1) expect((await withKey(key, 'GET', '/api/tasks')).status).toBe(200);
    const title = `Refused ${Date.now()}`;
    // The ninth request, at second 8: the minute's window resets in 52 s.
    const refused = await withKey(key, 'POST', '/api/tasks', { title });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(refused.headers.get('retry-after')).toBe('52');
    expect(refused.headers.get('ratelimit-limit')).toBe('8');
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('ratelimit-reset')).toBe('52');
    const tasks = await owner.client.get('/api/tasks?limit=200');
    expect(tasks.body.items.some((t: { title: string }) => t.title === title)).toBe(false);
    // The limit is the key's: the session is not counted against it.
    expect((await owner.client.get('/api/tasks')).status).toBe(200);
    // The next minute opens a new window.
    arrivingFrom(minute + 60_000, 1000);
    expect((await withKey(key, 'GET', '/api/tasks')).status).toBe(200);
  });

  it('bursts above the per-second limit get 429 with Retry-After: 1', async () => {
    runtimeEnvForThisTest({ API_KEY_BURST_PER_SECOND: '3' });
    const { key } = await createKey(owner, ['tasks:read']);
    // All twelve arrive within one second, however slowly this machine serves them.
    arrivingFrom(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000, 0);
    const answers = await Promise.all(Array.from({ length: 12 }, () => withKey(key, 'GET', '/api/tasks')));
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(9);
    expect(refused[0]!.headers.get('retry-after')).toBe('1');
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
  });
});
