import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRouteMatcher } from '@shared/api/match-route';
import { bodyTooLargeMessage, maxBodyBytes } from '@shared/api/route-contract';
import { type HandlerModuleName, routes } from '@shared/api/routes';
import type { LambdaHandler } from '../../functions/platform/http/define-handler';
import { type HttpResult, json } from '../../functions/platform/http/response';
import { unmatchedRoute } from '../../functions/platform/http/unmatched-route';
import { handlerModules } from './handler-map.gen';
import { localLambdaContext, toLambdaEvent } from './lambda-event';

/**
 * Dispatches `/api/*` through the route table to the same handler modules Lambda runs, each loaded on its first
 * request and kept (like a warm container). Unknown paths and wrong methods answer in JSON, never the SPA's HTML.
 */
export function createApiDispatcher() {
  const matchRoute = createRouteMatcher(routes);
  const loaded = new Map<HandlerModuleName, Promise<LambdaHandler>>();

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
    if (match.kind !== 'found') {
      req.resume();
      return writeResult(res, unmatchedRoute(method, path));
    }
    // Like API Gateway in front of Lambda, a body over the route's limit is refused before it is read whole.
    const body = await readBody(req, maxBodyBytes(match.route));
    if (!body) {
      res.setHeader('connection', 'close');
      return writeResult(res, json(413, { message: bodyTooLargeMessage(match.route) }));
    }
    const event = toLambdaEvent(req, body, match.route, match.pathParameters);
    const handler = await load(match.route.handler);
    const result = await handler(event, localLambdaContext(match.route, event.requestContext.requestId));
    writeResult(res, result, req.method === 'HEAD');
  };
}

/** The whole body, or undefined once it passes `limit` (the rest is drained unread). */
async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  const declared = Number(req.headers['content-length']);
  if (declared > limit) {
    req.resume();
    return undefined;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      req.resume();
      return undefined;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function writeResult(res: ServerResponse, result: HttpResult, headOnly = false): void {
  const body = result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined;
  res.statusCode = result.statusCode;
  for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, String(value));
  if (result.cookies?.length) res.setHeader('set-cookie', result.cookies);
  if (body) res.setHeader('content-length', body.length);
  res.end(headOnly ? undefined : body);
}
