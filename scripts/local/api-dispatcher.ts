import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRouteMatcher } from '@shared/api/match-route';
import { type HandlerModuleName, routes } from '@shared/api/routes';
import type { LambdaHandler } from '../../functions/platform/http/define-handler';
import type { HttpResult } from '../../functions/platform/http/response';
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

  return async function dispatch(req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
    const match = matchRoute(method, path);
    if (match.kind !== 'found') return writeResult(res, unmatchedRoute(method, path));
    const event = toLambdaEvent(req, body, match.route, match.pathParameters);
    const handler = await load(match.route.handler);
    const result = await handler(event, localLambdaContext(match.route, event.requestContext.requestId));
    writeResult(res, result, req.method === 'HEAD');
  };
}

function writeResult(res: ServerResponse, result: HttpResult, headOnly = false): void {
  const body = result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined;
  res.statusCode = result.statusCode;
  for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, String(value));
  if (result.cookies?.length) res.setHeader('set-cookie', result.cookies);
  if (body) res.setHeader('content-length', body.length);
  res.end(headOnly ? undefined : body);
}
