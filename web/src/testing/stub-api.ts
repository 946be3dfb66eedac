import { vi } from 'vitest';

/** A request a screen sent to the API, with its JSON body parsed. */
export interface ApiCall {
  method: string;
  url: string;
  body: any;
}

/**
 * Stands in for the API for the rest of the test: `answer` replies to each request the screen sends, and every
 * request is recorded, in order, in the list returned.
 */
export function stubApi(answer: (call: ApiCall) => Response | Promise<Response>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const call = { method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    return answer(call);
  });
  return calls;
}
