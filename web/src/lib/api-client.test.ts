import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiRequest } from './api-client';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

describe('apiRequest', () => {
  it('sends credentials and a JSON body', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/tasks', { title: 'x' });
    expect(fetchMock).toHaveBeenCalledWith('/api/tasks', {
      method: 'POST',
      credentials: 'include',
      body: '{"title":"x"}',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('passes FormData through untouched', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    const form = new FormData();
    await apiRequest('POST', '/api/financial/upload-statement', form);
    expect(fetchMock.mock.calls[0]?.[1]).toEqual({ method: 'POST', credentials: 'include', body: form });
  });

  it('turns a failure into "<status>: <body>"', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"message":"Unauthorized"}', { status: 401, statusText: 'Unauthorized' }),
    );
    await expect(apiRequest('GET', '/api/tasks')).rejects.toThrow('401: {"message":"Unauthorized"}');
  });

  it('uses the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(apiRequest('GET', '/api/tasks')).rejects.toThrow('500: Internal Server Error');
  });
});

describe('apiGet', () => {
  it('parses JSON and reads an empty body as null', async () => {
    fetchMock.mockResolvedValueOnce(new Response('[1,2]', { status: 200 }));
    await expect(apiGet('/api/tasks')).resolves.toEqual([1, 2]);
    fetchMock.mockResolvedValueOnce(new Response('', { status: 200 }));
    await expect(apiGet('/api/ai/insights/e1')).resolves.toBeNull();
  });
});
