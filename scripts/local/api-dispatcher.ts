import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRouteMatcher } from '@shared/api/match-route';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { HttpResult } from '../../functions/platform/http/response';
import { unmatchedRoute } from '../../functions/platform/http/unmatched-route';
import { localLambdaContext, toLambdaEvent } from './lambda-event';

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<HttpResult>;

/**
 * Dispatches `/api/*` through the route table to the same handler modules Lambda runs, each loaded once (like
 * a warm container). Unknown paths and wrong methods answer in JSON, never with the SPA's HTML.
 */
export function createApiDispatcher(functionsHttpDir: string) {
  const matchRoute = createRouteMatcher();
  const modules = new Map<string, Promise<LambdaHandler>>();

  const load = (handlerPath: string) => {
    let loaded = modules.get(handlerPath);
    if (!loaded) {
      const url = pathToFileURL(join(functionsHttpDir, `${handlerPath}.ts`)).href;
      loaded = import(url).then((mod: { handler: LambdaHandler }) => mod.handler);
      modules.set(handlerPath, loaded);
    }
    return loaded;
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
