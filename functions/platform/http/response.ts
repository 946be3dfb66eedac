import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** What every handler returns: the Lambda proxy result shape, which the local runtime also understands. */
export type HttpResult = APIGatewayProxyStructuredResultV2 & { statusCode: number; headers: Record<string, string> };

export function json(statusCode: number, body: unknown, cookies?: string[]): HttpResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
    ...(cookies?.length ? { cookies } : {}),
  };
}

export const ok = (body: unknown, cookies?: string[]) => json(200, body, cookies);
export const created = (body: unknown) => json(201, body);

export function noContent(): HttpResult {
  return { statusCode: 204, headers: {} };
}

export function redirect(location: string, cookies?: string[]): HttpResult {
  return { statusCode: 302, headers: { location }, ...(cookies?.length ? { cookies } : {}) };
}

export function html(statusCode: number, body: string): HttpResult {
  return { statusCode, headers: { 'content-type': 'text/html; charset=utf-8' }, body };
}
