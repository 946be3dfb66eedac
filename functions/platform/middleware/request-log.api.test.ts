import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpUser, startTestApi, type TestApi, type TestUser } from '../../../scripts/testing/test-runtime';
import { logger } from '../logger';

let api: TestApi;
let owner: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  owner = await signUpUser(api);
});
afterAll(() => api.stop());

/** The `request` log lines written while `fn` ran. */
async function requestLines(fn: () => Promise<unknown>): Promise<Array<Record<string, unknown>>> {
  const info = vi.spyOn(logger, 'info');
  try {
    await fn();
    return info.mock.calls.filter(([message]) => message === 'request').map(([, fields]) => fields as never);
  } finally {
    info.mockRestore();
  }
}

describe("the request log line carries the request's table units", () => {
  it('a read: read units and calls, no write units', async () => {
    const [line] = await requestLines(() => owner.client.get('/api/tasks?limit=50'));
    expect(line).toMatchObject({ method: 'GET', path: '/api/tasks', status: 200 });
    // At least the session read and the page's Query (an empty Query is billed half a unit).
    expect(line!.tableCalls).toBeGreaterThanOrEqual(2);
    expect(line!.readUnits).toBeGreaterThanOrEqual(1);
    // Reads only, but for the session's idle-expiry touch (one write, at most once a minute).
    expect(line!.writeUnits).toBeLessThanOrEqual(1);
  });

  it('a write: write units too, and each request its own', async () => {
    const lines = await requestLines(async () => {
      const created = await owner.client.post('/api/tasks', { title: 'Count my units', priority: 'medium' });
      expect(created.status).toBe(201);
      await owner.client.get('/api/tasks?limit=50');
    });
    expect(lines).toHaveLength(2);
    const [create, list] = lines;
    expect(create).toMatchObject({ method: 'POST', path: '/api/tasks', status: 201 });
    expect(create!.writeUnits).toBeGreaterThanOrEqual(2);
    expect(create!.tableCalls).toBeGreaterThanOrEqual(3);
    expect(list!.writeUnits).toBe(0);
  });

  it('a refused request costs no units', async () => {
    const [line] = await requestLines(() => api.client().get('/api/auth/user'));
    // The local runtime answers a request without a session cookie itself; with a forged one the handler does.
    expect(line?.readUnits ?? 0).toBeLessThanOrEqual(0.5);
  });
});
