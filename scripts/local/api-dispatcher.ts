import type { IncomingMessage, ServerResponse } from 'node:http';
import { isSignInRoute, SIGN_IN_REQUESTS_PER_MINUTE } from '@shared/api/abuse-limits';
import { createRouteMatcher } from '@shared/api/match-route';
import { maxBodyBytes } from '@shared/api/route-contract';
import { type HandlerModuleName, routes } from '@shared/api/routes';
import { carriesSessionCookie } from '../../functions/platform/auth/session';
import { type AppError, payloadTooLargeFor, TooManyRequests, Unauthorized } from '../../functions/platform/errors';
import type { HttpResult } from '../../functions/platform/http/response';
import type { LambdaHandler } from '../../functions/platform/http/route-handler';
import { unmatchedRoute } from '../../functions/platform/http/unmatched-route';
import { bearerTokenOf } from '../../functions/platform/middleware/api-key-auth';
import { errorResponse } from '../../functions/platform/middleware/error-handler';
import { withSecurityHeaders } from '../../functions/platform/middleware/security-headers';
import { handlerModules } from './handler-map.gen';
import { localLambdaContext, requestCookies, toLambdaEvent } from './lambda-event';
import { createSlots } from './slots';
import { createTokenBuckets } from './token-bucket';

/**
 * Handler invocations at once; the requests beyond wait for one to finish, in arrival order. In AWS each concurrent
 * request has a Lambda container of its own; here all share one thread, and with no bound a burst of a thousand
 * requests shared it a thousand ways: every request's handler ran for the whole burst's length, so all of them
 * passed the 30 s deadline together and answered 500 (the automations bench at ~100 requests in flight, a profile
 * showing the main thread 98 % busy while the engine's thread idled half the time). Bounded, each handler's time is
 * its own work; the wait is queueing, as for a throttled function, and the engine stays busy.
 */
export const API_INVOCATIONS = 16;

/**
 * Dispatches `/api/*` through the route table to the same handler modules Lambda runs, each loaded on its first
 * request and kept (like a warm container). Unknown paths and wrong methods answer in JSON, never the SPA's HTML.
 *
 * What can be refused without the body is refused before it is read, so a client cannot make the server buffer
 * bodies nobody will use: unknown routes, a client over its sign-in rate (a token bucket per address on the public
 * sign-in routes, as the WAF's rate rule in AWS), session routes without a session cookie, and bodies over the route's
 * limit (declared by `Content-Length`, or counted while reading) get their answer at once.
 */
export function createApiDispatcher(
  options: { signInRequestsPerMinute?: number; arrivals?: () => Date; invocations?: number } = {},
) {
  const matchRoute = createRouteMatcher(routes);
  const perMinute = options.signInRequestsPerMinute ?? SIGN_IN_REQUESTS_PER_MINUTE;
  const signInBuckets = createTokenBuckets({ capacity: perMinute, perMinute });
  const loaded = new Map<HandlerModuleName, Promise<LambdaHandler>>();
  const containers = createSlots(options.invocations ?? API_INVOCATIONS);

  const load = (name: HandlerModuleName) => {
    let handler = loaded.get(name);
    if (!handler) {
      handler = handlerModules[name]().then((mod) => mod.handler);
      loaded.set(name, handler);
    }
    return handler;
  };

  return async function dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
    const match = matchRoute(method, path);
    if (match.kind !== 'found') return refuse(req, res, unmatchedRoute(method, path));
    const { route } = match;
    if (isSignInRoute(route)) {
      const taken = signInBuckets.take(req.socket.remoteAddress ?? 'unknown');
      if (!taken.ok) return refuse(req, res, errorResult(tooManyRequests(taken.retryAfterSeconds)));
    }
    const signedIn = carriesSessionCookie({ cookies: requestCookies(req) }) || bearerTokenOf(req) !== undefined;
    if (route.auth === 'session' && !signedIn) {
      return refuse(req, res, errorResult(new Unauthorized()));
    }
    const limit = maxBodyBytes(route);
    if (Number(req.headers['content-length'] ?? 0) > limit)
      return refuse(req, res, errorResult(payloadTooLargeFor(route)));
    const body = await readBody(req, limit);
    if (body === undefined) return refuse(req, res, errorResult(payloadTooLargeFor(route)));

    const event = toLambdaEvent(req, body, route, match.pathParameters, options.arrivals?.());
    const handler = await load(route.handler);
    // The Lambda context (and its 30 s deadline) is made when a container takes the request, not when it arrived.
    const result = await containers.run(() =>
      handler(event, localLambdaContext(route, event.requestContext.requestId)),
    );
    writeResult(res, result, req.method === 'HEAD');
  };
}

/** The JSON answer a handler's error handler would give (status from its table, `{code, message}`, `Retry-After`). */
export function errorResult(error: AppError): HttpResult {
  return withSecurityHeaders(errorResponse(error));
}

const tooManyRequests = (seconds: number) =>
  new TooManyRequests(`Too many requests. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`, seconds);

/**
 * Answers without reading the rest of the body. A request that may still be sending one is answered with
 * `Connection: close`, then closed gracefully (`lingeringClose`), so the client can read the answer.
 */
function refuse(req: IncomingMessage, res: ServerResponse, result: HttpResult): void {
  if (!req.complete && (req.headers['content-length'] !== '0' || req.headers['transfer-encoding'])) {
    result.headers.connection = 'close';
    if (!req.destroyed) lingerAfterAnswer(req);
  }
  writeResult(res, result);
}

/** How much of an upload nobody reads is still taken (and dropped) after the answer, at most, and for how long. */
export const LINGER_BYTES = 64 * 1024 * 1024;
export const LINGER_MS = 5_000;

/**
 * The close of a connection whose upload is refused, as nginx's lingering close: after the answer, what the client
 * still sends is read and dropped until the body ends, `LINGER_BYTES` or `LINGER_MS`, whichever comes first; only
 * then does Node close the socket. Closing it as soon as the answer was flushed left the client's bytes in flight
 * to a closed socket, which answers them with a TCP reset: a client still uploading, as Node's fetch does before it
 * reads the answer, could lose the answer and report 'fetch failed' (issue 29, finding 7).
 */
function lingerAfterAnswer(req: IncomingMessage): void {
  const socket = req.socket;
  const closeNow = socket.destroySoon.bind(socket);
  let answered = false;
  let done = false;
  let dropped = 0;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    if (answered) closeNow();
  };
  const timer = setTimeout(finish, LINGER_MS);
  timer.unref();
  // Node calls this once the `Connection: close` answer is flushed.
  socket.destroySoon = () => {
    answered = true;
    if (done) closeNow();
  };
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) finish();
  });
  req.once('end', finish);
  req.once('error', finish);
  socket.once('close', () => clearTimeout(timer));
  req.resume();
}

/**
 * The body, or `undefined` as soon as it passes `limit` bytes (what was read is dropped). The request is left open
 * then, not destroyed, so the 413 can be answered and the connection closed gracefully (`lingerAfterAnswer`).
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (body: Buffer | undefined) => {
      req.off('data', onData).off('end', onEnd).off('error', onError);
      resolve(body);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        settle(undefined);
      } else chunks.push(chunk);
    };
    const onEnd = () => settle(Buffer.concat(chunks));
    const onError = (error: Error) => {
      req.off('data', onData).off('end', onEnd).off('error', onError);
      reject(error);
    };
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

export function writeResult(res: ServerResponse, result: HttpResult, headOnly = false): void {
  const body = result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined;
  res.statusCode = result.statusCode;
  for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, String(value));
  if (result.cookies?.length) res.setHeader('set-cookie', result.cookies);
  if (body) res.setHeader('content-length', body.length);
  res.end(headOnly ? undefined : body);
}
