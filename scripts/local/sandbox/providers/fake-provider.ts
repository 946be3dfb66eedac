import type { IncomingHttpHeaders } from 'node:http';
import type { IntegrationProviderId } from '../../../../shared/catalog/integrations';
import type { BusinessData } from './business-records';

/**
 * What one provider fake is: the provider's documented routes over the neutral business data, its way of checking
 * credentials and its error envelope. `fake-provider-server.ts` serves any number of them on one port, each under
 * `/<provider id>`, which is the `apiUrl` a connection uses to reach it.
 */
export interface FakeRequest {
  method: string;
  /** The path after the provider prefix, e.g. `/crm/v3/objects/contacts`. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Parsed JSON or form body; undefined when there is none. */
  body: any;
  /** `http://127.0.0.1:<port>/<provider>`: what the provider's absolute links (next pages) start with. */
  baseUrl: string;
  params: Record<string, string>;
}

export interface FakeReply {
  status?: number;
  headers?: Record<string, string>;
  /** JSON-encoded unless it is a string. */
  body?: unknown;
}

/**
 * The credentials a fake account accepts, in the connection's fields: `apiKey` (an API key, or the access token of an
 * OAuth provider) and `apiSecret` where the provider's dialog has one (HubSpot's token lives there).
 */
export interface FakeCredentials {
  apiKey?: string;
  apiSecret?: string;
}

export interface FakeContext {
  data: BusinessData;
  credentials: FakeCredentials;
  now(): Date;
  /** The page size to use: what the client asked for (or the provider's default), within the provider's maximum. */
  pageSize(requested: string | number | null | undefined, fallback: number, max: number): number;
}

export interface FakeRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Segments starting with `:` are parameters: `/v1/boards/:id/cards`. */
  path: string;
  handle(req: FakeRequest, ctx: FakeContext): FakeReply;
}

/** The route table's entries: `get('/v1/boards/:id/cards', (req, ctx) => …)`. */
export const get = (path: string, handle: FakeRoute['handle']): FakeRoute => ({ method: 'GET', path, handle });
export const post = (path: string, handle: FakeRoute['handle']): FakeRoute => ({ method: 'POST', path, handle });

export interface FakeProviderModule {
  provider: IntegrationProviderId;
  /** The account a connection must name, where the API is per account (a QuickBooks realm, a spreadsheet id). */
  accountId?: string;
  /** The provider's refusal when the request's credentials are missing or wrong, else undefined. */
  authenticate(req: FakeRequest, credentials: FakeCredentials): FakeReply | undefined;
  /** The provider's error envelope for a status (used for injected 429/5xx and unknown paths). */
  error(status: number, message: string): FakeReply;
  routes: FakeRoute[];
}

export function bearerToken(req: FakeRequest): string | undefined {
  const header = req.headers.authorization;
  return typeof header === 'string' && /^Bearer\s/i.test(header) ? header.replace(/^Bearer\s+/i, '') : undefined;
}

/**
 * The usual check: `Authorization: Bearer <token>`, the token being the account's `apiKey` (or the field named);
 * any other request gets the provider's `refusal`.
 */
export function bearerAuth(
  refusal: FakeReply,
  field: keyof FakeCredentials = 'apiKey',
): FakeProviderModule['authenticate'] {
  return (req, credentials) => (bearerToken(req) === credentials[field] ? undefined : refusal);
}

export function basicCredentials(
  req: Pick<FakeRequest, 'headers'>,
): { username: string; password: string } | undefined {
  const header = req.headers.authorization;
  if (typeof header !== 'string' || !/^Basic\s/i.test(header)) return undefined;
  const decoded = Buffer.from(header.replace(/^Basic\s+/i, ''), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** An opaque cursor over a sorted list (base64url of the offset), as most cursor APIs' tokens look from outside. */
export function encodeCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ o: offset })).toString('base64url');
}

export function decodeCursor(cursor: string | null | undefined): number {
  if (!cursor) return 0;
  try {
    const { o } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Number.isInteger(o) && o >= 0 ? o : 0;
  } catch {
    return 0;
  }
}

/** One page of `records` from an opaque cursor; `next` is undefined on the last page. */
export function cursorPage<T>(
  records: readonly T[],
  cursor: string | null | undefined,
  size: number,
): { page: T[]; next: string | undefined } {
  const start = decodeCursor(cursor);
  const page = records.slice(start, start + size);
  return { page, next: start + size < records.length ? encodeCursor(start + size) : undefined };
}

/** One page by page number (1-based). */
export function numberedPage<T>(records: readonly T[], page: number, size: number): T[] {
  const start = (Math.max(1, page) - 1) * size;
  return records.slice(start, start + size);
}

/** YYYY-MM-DD of an ISO instant. */
export function dateOnly(iso: string): string {
  return iso.slice(0, 10);
}
