import { afterEach, describe, expect, it, vi } from 'vitest';
import { aTask } from '../testing/fixtures';
import { callRoute } from './api-route';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

const task = aTask({ id: 't/1', status: 'completed', completedAt: '2026-11-22T09:00:00.000Z' });

describe('callRoute', () => {
  it("takes the method and URL from the route table and sends the route's body", async () => {
    fetchMock.mockResolvedValue(Response.json(task));
    await expect(callRoute('updateTask', { params: { id: 't/1' }, body: { status: 'completed' } })).resolves.toEqual(
      task,
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init?.method, init?.body]).toEqual(['/api/tasks/t%2F1', 'PATCH', '{"status":"completed"}']);
  });

  it('reads 204 No Content as null', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(callRoute('deleteTask', { params: { id: 't1' } })).resolves.toBeNull();
  });

  it('keeps the spec’s error form for failures', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"Task not found"}', { status: 404 }));
    await expect(callRoute('deleteTask', { params: { id: 't1' } })).rejects.toThrow(
      '404: {"message":"Task not found"}',
    );
  });

  it('reports, in development builds, an answer that does not match the route’s response schema', async () => {
    expect(import.meta.env.DEV).toBe(true);
    fetchMock.mockResolvedValue(Response.json([{ ...task, status: 'archived', title: 42 }]));
    await expect(callRoute('listTasks')).rejects.toThrow(
      /^GET \/api\/tasks \(listTasks\) answered outside its contract: 0\.title: .*; 0\.status: /,
    );
  });
});
