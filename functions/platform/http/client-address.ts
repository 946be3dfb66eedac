import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '../config';

/**
 * The address of the client a request came from, for per-client limits. Behind CloudFront, API Gateway's
 * `sourceIp` is an edge server's, so the stack names the header a CloudFront Function fills with the viewer's IP
 * (`CLIENT_ADDRESS_HEADER=x-viewer-address`, overwriting whatever a client sent; the origin-verify authorizer
 * guarantees the request came through CloudFront). Without the setting (locally) no client header is trusted: the
 * connection's address is used.
 */
export function clientAddress(event: APIGatewayProxyEventV2): string {
  const header = config().CLIENT_ADDRESS_HEADER;
  const viewer = header ? event.headers[header]?.trim() : undefined;
  return viewer || event.requestContext.http.sourceIp;
}
