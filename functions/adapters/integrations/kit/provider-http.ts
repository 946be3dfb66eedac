import type * as z from '@shared/zod';
import { backoffDelay } from '../../../domain/automations/retry';
import { type AuthStyle, applyAuth, authSecrets, type Credentials } from './auth-style';
import { ConnectorError, providerErrorReason, redact } from './connector-error';
import { retryAfterMs } from './retry-after';

/**
 * The one HTTP client every connector uses: the connection's base URL and auth style, a timeout per request,
 * bounded retries (429 honouring `Retry-After`, 5xx with exponential backoff and jitter, only for requests that are
 * safe to repeat), one token refresh after a 401 when the connection can refresh, every answer validated with the
 * connector's zod schema, and failures as `ConnectorError`s that name the cause without a credential in them.
 *
 * It runs on the platform's `fetch` (undici in Node), so it adds nothing to a Lambda bundle.
 */
export interface HttpTransport {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Milliseconds since the epoch; for `Retry-After` dates. */
  now?: () => number;
  /** Per request, connection to last byte. */
  timeoutMs?: number;
  retry?: Partial<RetryBudget>;
  /** Refuses addresses this deployment must not reach (SSRF guard); runs before every request. */
  guardUrl?: (url: URL) => Promise<void>;
  /** OAuth connections with a refresh token: a new access token, asked for at most once per request after a 401. */
  refreshAccessToken?: () => Promise<string>;
}

export interface RetryBudget {
  /** Retries after the first attempt. */
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A `Retry-After` longer than this is not waited for: the call fails as rate limited and says when to retry. */
  maxRetryAfterMs: number;
}

export const defaultRetryBudget: RetryBudget = {
  retries: 3,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 30_000,
};

export const DEFAULT_TIMEOUT_MS = 15_000;
/** Larger answers are refused rather than buffered: no page of a list API comes close. */
const MAX_BODY_BYTES = 25 * 1024 * 1024;

export interface ProviderHttpConfig {
  /** The provider's display name, used in every message. */
  providerName: string;
  /** Scheme, host and optional path prefix; paths are appended to it, and absolute URLs must start with it. */
  baseUrl: string;
  credentials: Credentials;
  /** How the credentials go on the wire; called again with the new token after a refresh. */
  auth: (credentials: Credentials) => AuthStyle;
  /** Headers every request carries (an API version header, `Accept`). */
  headers?: Readonly<Record<string, string>>;
  /**
   * Providers that answer HTTP 200 with an error inside (Slack's `{ok: false, error}`): returns the failure, or
   * undefined for a real success.
   */
  bodyError?: (body: unknown) => { kind: 'auth_rejected' | 'forbidden' | 'provider_error'; reason: string } | undefined;
  /** Other values that must never appear in a message (an OAuth code or refresh token sent in a body). */
  secrets?: readonly (string | undefined)[];
  transport: HttpTransport;
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as `application/x-www-form-urlencoded`. */
  form?: Readonly<Record<string, string>>;
  headers?: Readonly<Record<string, string>>;
  schema: z.ZodMiniType<T>;
  /** Safe to repeat after a 5xx. GET is; a POST is only when the connector says so (a search, a token request). */
  idempotent?: boolean;
  /** What a 204 or an empty body means (Zoho answers 204 when a list has nothing new). */
  empty?: T;
  /** Statuses that are answers, not failures (Google's 410 for an expired sync token); the body is not validated. */
  acceptStatus?: readonly number[];
}

export interface ProviderResponse<T> {
  status: number;
  headers: Headers;
  data: T;
}

export interface ProviderHttp {
  readonly providerName: string;
  readonly baseUrl: string;
  request<T>(target: string, options: RequestOptions<T>): Promise<ProviderResponse<T>>;
  get<T>(target: string, schema: z.ZodMiniType<T>, query?: RequestOptions<T>['query']): Promise<T>;
  /** Every secret of this connection, for callers that word their own errors. */
  readonly secrets: readonly string[];
}

export function createProviderHttp(config: ProviderHttpConfig): ProviderHttp {
  const transport = config.transport;
  const doFetch = transport.fetch ?? fetch;
  const sleep = transport.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = transport.now ?? Date.now;
  const budget = { ...defaultRetryBudget, ...transport.retry };
  const timeoutMs = transport.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const base = config.baseUrl.replace(/\/+$/, '');
  const name = config.providerName;
  let credentials = config.credentials;
  const secrets = new Set<string>();
  const remember = (values: readonly (string | undefined)[]) => {
    for (const value of values) if (value) secrets.add(value);
  };
  remember([credentials.apiKey, credentials.apiSecret, ...(config.secrets ?? [])]);
  const clean = (text: string) => redact(text, [...secrets]);

  function resolve(target: string, query: RequestOptions<unknown>['query']): URL {
    const absolute = /^https?:\/\//i.test(target);
    // Links a provider hands back (next pages) are followed only within the connection's own API.
    if (absolute && !target.startsWith(`${base}/`) && target !== base) {
      throw new ConnectorError('bad_response', `${name} pointed to an address outside its API: ${originOf(target)}`);
    }
    const url = new URL(absolute ? target : `${base}${target.startsWith('/') ? '' : '/'}${target}`);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) for (const v of value) url.searchParams.append(key, String(v));
      else url.searchParams.set(key, String(value));
    }
    return url;
  }

  async function request<T>(target: string, options: RequestOptions<T>): Promise<ProviderResponse<T>> {
    const method = options.method ?? 'GET';
    const idempotent = options.idempotent ?? method === 'GET';
    let refreshed = false;
    for (let attempt = 1; ; attempt += 1) {
      const url = resolve(target, options.query);
      const what = `${method} ${url.pathname}`;
      const style = config.auth(credentials);
      remember(authSecrets(style));
      const headers: Record<string, string> = { accept: 'application/json', ...config.headers, ...options.headers };
      let body: string | undefined;
      if (options.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.json);
      } else if (options.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(options.form as Record<string, string>).toString();
      }
      applyAuth(style, url, headers);
      try {
        await transport.guardUrl?.(url);
      } catch (error) {
        if (error instanceof ConnectorError && error.kind === 'unreachable') {
          throw new ConnectorError('unreachable', `Could not reach ${name}: ${error.message}`);
        }
        throw error;
      }

      let response: Response;
      let text: string;
      try {
        response = await doFetch(url, {
          method,
          headers,
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
        text = await readCapped(response);
      } catch (error) {
        if (error instanceof ConnectorError) throw error;
        throw new ConnectorError('unreachable', clean(`Could not reach ${name}: ${networkCause(error, timeoutMs)}`));
      }
      const status = response.status;
      const parsed = parseJson(text);

      if (status === 401 && transport.refreshAccessToken && !refreshed) {
        refreshed = true;
        const token = await transport.refreshAccessToken();
        credentials = { ...credentials, apiKey: token };
        remember([token]);
        attempt -= 1;
        continue;
      }
      if (status === 429 || (status >= 500 && idempotent)) {
        const waitFor = retryAfterMs(response.headers.get('retry-after'), now());
        const delay = waitFor ?? backoffDelay(attempt, { attempts: budget.retries + 1, ...budget });
        const exhausted = attempt > budget.retries;
        if (status === 429 && (exhausted || delay > budget.maxRetryAfterMs)) {
          const seconds = Math.max(1, Math.ceil(delay / 1000));
          throw new ConnectorError(
            'rate_limited',
            `${name} is limiting requests; try again in ${seconds} s`,
            status,
            seconds,
          );
        }
        if (!exhausted) {
          await sleep(delay);
          continue;
        }
      }
      if (options.acceptStatus?.includes(status)) {
        return { status, headers: response.headers, data: parsed.value as T };
      }
      if (status >= 300 && status < 400) {
        const location = response.headers.get('location');
        throw new ConnectorError(
          'provider_error',
          `${name} redirected ${what} to ${location ? originOf(location) : 'another address'}; check the API URL`,
          status,
        );
      }
      if (status >= 400) throw statusError(name, status, what, response.statusText, parsed.value, clean);

      if (!text.trim() || status === 204) {
        if (options.empty !== undefined) return { status, headers: response.headers, data: options.empty };
        throw new ConnectorError('bad_response', `${name} answered ${what} with an empty body`, status);
      }
      if (!parsed.ok) {
        throw new ConnectorError('bad_response', `${name} answered ${what} with something other than JSON`, status);
      }
      const inBody = config.bodyError?.(parsed.value);
      if (inBody) throw new ConnectorError(inBody.kind, clean(bodyErrorMessage(name, inBody)), status);
      const checked = options.schema.safeParse(parsed.value);
      if (!checked.success) {
        const issue = checked.error.issues[0];
        const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
        throw new ConnectorError(
          'bad_response',
          clean(`${name} answered ${what} in an unexpected shape (${where}${issue?.message ?? 'invalid'})`),
          status,
        );
      }
      return { status, headers: response.headers, data: checked.data };
    }
  }

  return {
    providerName: name,
    baseUrl: base,
    request,
    get: async (target, schema, query) => (await request(target, { schema, query })).data,
    get secrets() {
      return [...secrets];
    },
  };
}

function statusError(
  name: string,
  status: number,
  what: string,
  statusText: string,
  body: unknown,
  clean: (text: string) => string,
): ConnectorError {
  const reason = clean(providerErrorReason(body) ?? (statusText || `HTTP ${status}`));
  if (status === 401) return new ConnectorError('auth_rejected', `${name} rejected the credentials: ${reason}`, status);
  if (status === 403) return new ConnectorError('forbidden', `${name} refused access: ${reason}`, status);
  if (status >= 500) return new ConnectorError('provider_error', `${name} failed (${status}): ${reason}`, status);
  return new ConnectorError('provider_error', `${name} answered ${status} to ${what}: ${reason}`, status);
}

function bodyErrorMessage(name: string, failure: { kind: string; reason: string }): string {
  if (failure.kind === 'auth_rejected') return `${name} rejected the credentials: ${failure.reason}`;
  if (failure.kind === 'forbidden') return `${name} refused access: ${failure.reason}`;
  return `${name} answered with an error: ${failure.reason}`;
}

function parseJson(text: string): { ok: boolean; value: unknown } {
  if (!text.trim()) return { ok: false, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, value: text };
  }
}

async function readCapped(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw new ConnectorError('bad_response', `The answer exceeded ${MAX_BODY_BYTES / 1024 / 1024} MB`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** "connect ECONNREFUSED 127.0.0.1:443", "getaddrinfo ENOTFOUND api.example.com", "no answer within 15 s". */
function networkCause(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`}`;
  }
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (!(e.cause instanceof Error)) {
      const code = (e as Error & { code?: string }).code;
      return e.message || code || 'network error';
    }
  }
  return 'network error';
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'an unreadable address';
  }
}
