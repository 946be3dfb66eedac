import type { ErrorBody, ErrorCode } from '@shared/api/error-codes';
import type { HttpMethod } from '@shared/api/route-contract';

/**
 * A JSON error answer: the app's `{code, message, issues?}`, or a message without a code from something in front of
 * it (API Gateway's `{"message": "Service Unavailable"}`).
 */
export type ApiErrorBody = Omit<ErrorBody, 'code'> & { code?: ErrorCode };

/**
 * A failed API call. `message` is spec §8's "<status>: <body text, or the status text if the body is empty>", for
 * whatever shows or logs it; what a screen decides on is read from the fields, never from that text: `status`, `code`
 * (the catalogue in `shared/api/error-codes.ts`; undefined when the answer did not come from the app) and `body` (the
 * server's own words in `body.message`; undefined when the answer was not a JSON message).
 */
export class ApiError extends Error {
  readonly body: ApiErrorBody | undefined;
  readonly code: ErrorCode | undefined;

  constructor(
    readonly status: number,
    text: string,
  ) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.body = errorBodyOf(text);
    this.code = this.body?.code;
  }
}

/** The JSON error body in `text`, if it is one. Only types are imported: the landing page's entry loads this module. */
function errorBodyOf(text: string): ApiErrorBody | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || typeof (parsed as ApiErrorBody).message !== 'string') {
    return undefined;
  }
  const { code, ...rest } = parsed as ApiErrorBody;
  return typeof code === 'string' ? { code, ...rest } : rest;
}

/** Spec §8: a failed response becomes an `ApiError` "<status>: <body text, or the status text if the body is empty>". */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiError(res.status, text);
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
