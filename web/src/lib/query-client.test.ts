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

  it('GETs the query key parts joined by slashes, with credentials', async () => {
    fetchMock.mockResolvedValue(new Response('{"id":"e1"}', { status: 200 }));
    const data = await createQueryClient().fetchQuery({ queryKey: ['/api/employees', 'e1'] });
    expect(data).toEqual({ id: 'e1' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/employees/e1');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('sends the user to sign-in when a query or a mutation meets a 401 Unauthorized', async () => {
    const client = createQueryClient();
    const unauthorized = '{"code":"unauthorized","message":"Unauthorized"}';
    fetchMock.mockImplementation(async () => new Response(unauthorized, { status: 401 }));
    await expect(client.fetchQuery({ queryKey: ['/api/tasks'] })).rejects.toThrow(`401: ${unauthorized}`);
    expect(handleUnauthorized).toHaveBeenCalledTimes(1);

    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ApiError(401, unauthorized)),
    });
    await expect(mutation.execute(undefined)).rejects.toThrow();
    expect(handleUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('leaves other failures to the screen that made the call', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/tasks'] })).rejects.toThrow(
      '500: Internal Server Error',
    );
    expect(handleUnauthorized).not.toHaveBeenCalled();
  });
});
