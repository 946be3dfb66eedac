import type { HttpMethod } from '@shared/api/route-contract';

/** Spec §8: a failed response becomes an Error "<status>: <body text, or the status text if the body is empty>". */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

/** JSON body of a successful response; an empty body (e.g. "no insight yet") reads as null. */
export async function readJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** Every call sends the session cookie; bodies are JSON except multipart uploads, which pass FormData. */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const isForm = body instanceof FormData;
  const init: RequestInit = { method, credentials: 'include' };
  if (signal) init.signal = signal;
  if (body !== undefined) {
    init.body = isForm ? body : JSON.stringify(body);
    if (!isForm) init.headers = { 'Content-Type': 'application/json' };
  }
  const res = await fetch(url, init);
  await throwIfResNotOk(res);
  return res;
}

export async function apiGet<T>(url: string, signal?: AbortSignal): Promise<T> {
  return readJson<T>(await apiRequest('GET', url, undefined, signal));
}
