import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The kit every provider fake is built on (OpenAI, Stripe, Plaid, the integration providers): an HTTP server on a
 * loopback port, each request read whole and recorded (body parsed as JSON or a form), the handler's answer written
 * as JSON, and failures scripted ahead of the handler. A fake adds only its API's own paths and shapes.
 */
export interface FakeHttpRequest {
  method: string;
  /** The path without the query string. */
  path: string;
  query: URLSearchParams;
  /** The query string as sent, with its `?` ('' without one). */
  search: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** JSON or a form parsed to an object; the raw text when it is neither; undefined when empty. */
  body: any;
}

export interface FakeHttpReply {
  status?: number;
  headers?: Record<string, string>;
  /** JSON-encoded unless it is a string; no body when undefined. */
  body?: unknown;
}

/** A failure to answer instead of the handler's reply, to the next request(s) it matches. */
export interface ScriptedHttpFailure {
  when?: (request: FakeHttpRequest) => boolean;
  reply: (request: FakeHttpRequest) => FakeHttpReply;
}

export interface FakeHttpServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  /** Every request received, in order (clear it with `requests.length = 0`). */
  requests: FakeHttpRequest[];
  /** The next `times` requests that `failure.when` matches (all, without one) get `failure.reply`. */
  failNext(failure: ScriptedHttpFailure, times?: number): void;
  stop(): Promise<void>;
}

export type FakeHttpHandler = (request: FakeHttpRequest) => FakeHttpReply | Promise<FakeHttpReply>;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): FakeHttpReply => ({
  status,
  body,
  headers,
});

export async function startFakeHttpServer(
  handle: FakeHttpHandler,
  options: { port?: number; host?: string } = {},
): Promise<FakeHttpServer> {
  const requests: FakeHttpRequest[] = [];
  const failures: ScriptedHttpFailure[] = [];
  const server = createServer(async (req, res) => {
    let reply: FakeHttpReply;
    try {
      const request = await readRequest(req);
      requests.push(request);
      const failure = failures.findIndex((f) => f.when?.(request) ?? true);
      reply = failure >= 0 ? failures.splice(failure, 1)[0]!.reply(request) : await handle(request);
    } catch (error) {
      reply = json(500, { message: `The fake failed: ${(error as Error).message}` });
    }
    // The client may have given up (a timeout under test) while a scripted reply was delayed.
    if (!res.destroyed) send(res, reply);
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    port,
    requests,
    failNext: (failure, times = 1) => {
      for (let i = 0; i < times; i += 1) failures.push(failure);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readRequest(req: IncomingMessage): Promise<FakeHttpRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const rawBody = Buffer.concat(chunks).toString('utf8');
  const url = new URL(req.url ?? '/', 'http://fake');
  return {
    method: req.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    search: url.search,
    headers: req.headers,
    rawBody,
    body: parseBody(rawBody, req.headers['content-type']),
  };
}

export function parseBody(raw: string, contentType: string | undefined): any {
  if (!raw) return undefined;
  if (contentType?.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

function send(res: ServerResponse, reply: FakeHttpReply): void {
  const status = reply.status ?? 200;
  if (reply.body === undefined) {
    res.writeHead(status, reply.headers).end();
    return;
  }
  const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...reply.headers }).end(text);
}
