import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '../config';

/**
 * The address of the client a request came from, for per-client limits. Behind CloudFront, API Gateway's
 * `sourceIp` is an edge server's, so the stack names the header CloudFront fills with the viewer's address
 * (`CLIENT_ADDRESS_HEADER=cloudfront-viewer-address`, `ip:port`); CloudFront sets it itself, and the origin-verify
 * authorizer guarantees the request came through CloudFront. Without the setting (locally) a client header is never
 * trusted: the socket's address is.
 */
export function clientAddress(event: APIGatewayProxyEventV2): string {
  const header = config().CLIENT_ADDRESS_HEADER;
  const viewer = header ? event.headers[header] : undefined;
  if (viewer) return withoutPort(viewer.trim());
  return event.requestContext.http.sourceIp;
}

/** `203.0.113.7:4431` → `203.0.113.7`; `2001:db8::1:4431`-style IPv6 with a port comes as `[2001:db8::1]:4431`. */
function withoutPort(address: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) return bracketed[1]!;
  const parts = address.split(':');
  // One colon: IPv4 with a port. More: a bare IPv6 address (CloudFront appends the port after the last colon).
  if (parts.length === 2) return parts[0]!;
  if (parts.length > 2 && /^\d+$/.test(parts.at(-1)!)) return parts.slice(0, -1).join(':');
  return address;
}
