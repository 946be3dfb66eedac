import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';
import { handleUnauthorized } from './unauthorized';

vi.mock('./unauthorized', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./unauthorized')>()),
  handleUnauthorized: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => {
  fetchMock.mockReset();
  vi.clearAllMocks();
});

describe('query client', () => {
  it('never goes stale, never refetches on its own and never retries (spec §9)', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('by default calls the route the key names, with its parameters and query, and with credentials', async () => {
    fetchMock.mockResolvedValue(new Response('{"items":[],"cursor":null}', { status: 200 }));
    const data = await createQueryClient().fetchQuery({
      queryKey: ['listChatMessages', {}, { cursor: 'c/1' }],
    });
    expect(data).toEqual({ items: [], cursor: null });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/chat/messages?cursor=c%2F1');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('sends the user to sign-in when a query or a mutation meets a 401 Unauthorized', async () => {
    const client = createQueryClient();
    const unauthorized = '{"code":"unauthorized","message":"Unauthorized"}';
    fetchMock.mockImplementation(async () => new Response(unauthorized, { status: 401 }));
    await expect(client.fetchQuery({ queryKey: ['listTasks'] })).rejects.toThrow(`401: ${unauthorized}`);
    expect(handleUnauthorized).toHaveBeenCalledTimes(1);

    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ApiError(401, unauthorized)),
    });
    await expect(mutation.execute(undefined)).rejects.toThrow();
    expect(handleUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('leaves other failures to the screen that made the call', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(createQueryClient().fetchQuery({ queryKey: ['listTasks'] })).rejects.toThrow(
      '500: Internal Server Error',
    );
    expect(handleUnauthorized).not.toHaveBeenCalled();
  });
});
