import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, readJson } from './api-client';

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

  it('turns a failure into an ApiError: message "<status>: <body>", the status, the code and the body', async () => {
    const body = '{"code":"unauthorized","message":"Unauthorized"}';
    fetchMock.mockResolvedValue(new Response(body, { status: 401, statusText: 'Unauthorized' }));
    const error = await apiRequest('GET', '/api/tasks').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      message: `401: ${body}`,
      status: 401,
      code: 'unauthorized',
      body: { code: 'unauthorized', message: 'Unauthorized' },
    });
  });

  it('uses the status text when the body is empty, with no code or body', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    const error = await apiRequest('GET', '/api/tasks').catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: '500: Internal Server Error',
      status: 500,
      code: undefined,
      body: undefined,
    });
  });
});

describe('ApiError', () => {
  it("keeps a validation failure's issues", () => {
    const text = JSON.stringify({
      code: 'validation',
      message: 'Validation error: Task title is required',
      issues: [{ path: 'title', message: 'Task title is required' }],
    });
    const error = new ApiError(400, text);
    expect(error.message).toBe(`400: ${text}`);
    expect(error.code).toBe('validation');
    expect(error.body?.issues).toEqual([{ path: 'title', message: 'Task title is required' }]);
  });

  it("reads a message without a code (API Gateway's own answers) as a body with no code", () => {
    const error = new ApiError(503, '{"message":"Service Unavailable"}');
    expect(error.code).toBeUndefined();
    expect(error.body).toEqual({ message: 'Service Unavailable' });
  });

  it('has no body when the answer is not a JSON message', () => {
    for (const text of [
      'Bad Gateway',
      '<html>502</html>',
      '[1,2]',
      'null',
      '"text"',
      '{"message":42}',
      '{"code":"x"}',
    ]) {
      const error = new ApiError(502, text);
      expect([error.message, error.code, error.body]).toEqual([`502: ${text}`, undefined, undefined]);
    }
  });
});

describe('readJson', () => {
  it('parses JSON and reads an empty body as null (no insight yet)', async () => {
    await expect(readJson(new Response('[1,2]', { status: 200 }))).resolves.toEqual([1, 2]);
    await expect(readJson(new Response('', { status: 200 }))).resolves.toBeNull();
  });
});
