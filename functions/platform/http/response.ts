import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** What every Lambda handler returns: the proxy result shape, which the local runtime also understands. */
export type HttpResult = APIGatewayProxyStructuredResultV2 & { statusCode: number; headers: Record<string, string> };

export function json(statusCode: number, body: unknown, cookies?: string[]): HttpResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
    ...(cookies?.length ? { cookies } : {}),
  };
}

export function noContent(): HttpResult {
  return { statusCode: 204, headers: {} };
}

function htmlResult(statusCode: number, body: string): HttpResult {
  return { statusCode, headers: { 'content-type': 'text/html; charset=utf-8' }, body };
}

/**
 * A complete answer a handler builds itself instead of returning its route's JSON body: a redirect or a page for a
 * browser navigation, or the body with cookies (`jsonReply`). Everything else a handler returns is its body.
 */
export class HttpReply {
  constructor(readonly result: HttpResult) {}
}

export function redirect(location: string, cookies?: string[]): HttpReply {
  return new HttpReply({ statusCode: 302, headers: { location }, ...(cookies?.length ? { cookies } : {}) });
}

export function htmlPage(statusCode: number, body: string): HttpReply {
  return new HttpReply(htmlResult(statusCode, body));
}

/** A file the browser saves (`Content-Disposition: attachment`); binary bodies travel base64-encoded, as Lambda wants. */
export function fileDownload(fileName: string, contentType: string, body: string | Uint8Array): HttpReply {
  const binary = typeof body !== 'string';
  return new HttpReply({
    statusCode: 200,
    headers: {
      'content-type': contentType,
      'content-disposition': `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`,
    },
    body: binary ? Buffer.from(body).toString('base64') : body,
    isBase64Encoded: binary,
  });
}
