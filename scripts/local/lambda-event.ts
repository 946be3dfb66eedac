import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RouteDefinition } from '@shared/api/route-contract';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

/** API Gateway passes these content types as text and base64-encodes everything else. */
const TEXT_TYPES = [/^text\//, /json/, /xml/, /^application\/x-www-form-urlencoded/, /javascript/];

/**
 * Builds the exact event API Gateway HTTP APIs (payload 2.0) give a Lambda: lower-case headers with repeats
 * joined by commas, cookies split out into `cookies`, the raw query string, the body as text or base64, and the
 * request's arrival (`requestContext.timeEpoch`) as `now` gives it.
 */
export function toLambdaEvent(
  req: IncomingMessage,
  body: Buffer,
  route: RouteDefinition,
  pathParameters: Record<string, string>,
  now = new Date(),
): APIGatewayProxyEventV2 {
  const url = new URL(req.url ?? '/', 'http://local');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const cookies = requestCookies(req);

  const queryStringParameters: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    queryStringParameters[key] = key in queryStringParameters ? `${queryStringParameters[key]},${value}` : value;
  }

  const contentType = headers['content-type'] ?? '';
  const isText = TEXT_TYPES.some((pattern) => pattern.test(contentType));
  const routeKey = `${route.method} ${route.path}`;

  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookies.length ? { cookies } : {}),
    headers,
    ...(url.search ? { queryStringParameters } : {}),
    ...(Object.keys(pathParameters).length ? { pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0]!,
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: body.length > 0 && !isText,
  };
}

/** The request's cookies as API Gateway hands them over: `name=value` strings. */
export function requestCookies(req: IncomingMessage): string[] {
  return (req.headers.cookie ?? '')
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean);
}

/** A Lambda context good enough for middy and Powertools; local invocations get 30 s like the API's timeout. */
export function localLambdaContext(route: RouteDefinition, requestId: string): Context {
  const deadline = Date.now() + 30_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `bizpilot-local-${route.id}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:bizpilot-local-${route.id}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/local/${route.id}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
