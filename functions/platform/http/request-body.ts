import type { BodyFormat } from '@shared/api/route-contract';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { PayloadTooLarge, UnsupportedMediaType, ValidationFailed } from '../errors';

export interface ParsedBody {
  format: BodyFormat | 'none';
  value: unknown;
}

/**
 * The body's bytes exactly as the client sent them (API Gateway hands text over as is and everything else in
 * base64). For what is verified over the raw body, e.g. a webhook signature: parsing and re-serialising would
 * change the bytes the signature covers.
 */
export function rawRequestBody(event: APIGatewayProxyEventV2): Buffer {
  if (!event.body) return Buffer.alloc(0);
  return Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
}

/**
 * Reads the raw body as API Gateway delivers it (possibly base64) and decodes JSON or url-encoded forms; a body over
 * `maxBytes` is refused (413) before it is parsed.
 */
export function parseRequestBody(
  event: APIGatewayProxyEventV2,
  accepted: readonly BodyFormat[],
  maxBytes: number,
): ParsedBody {
  if (event.body === undefined || event.body === null || event.body === '') return { format: 'none', value: undefined };
  const raw = rawRequestBody(event);
  if (raw.length > maxBytes) throw new PayloadTooLarge(maxBytes);
  const text = raw.toString('utf8');
  const contentType = (event.headers['content-type'] ?? 'application/json').split(';')[0]!.trim().toLowerCase();

  if (contentType === 'application/json' || contentType.endsWith('+json')) {
    if (!accepted.includes('json')) throw unsupported(accepted);
    try {
      return { format: 'json', value: JSON.parse(text) };
    } catch {
      throw new ValidationFailed('Malformed JSON body');
    }
  }
  if (contentType === 'application/x-www-form-urlencoded') {
    if (!accepted.includes('form')) throw unsupported(accepted);
    return { format: 'form', value: Object.fromEntries(new URLSearchParams(text)) };
  }
  throw unsupported(accepted);
}

function unsupported(accepted: readonly BodyFormat[]): UnsupportedMediaType {
  const names = accepted.map((f) => (f === 'json' ? 'application/json' : 'application/x-www-form-urlencoded'));
  return new UnsupportedMediaType(`Unsupported content type; send ${names.join(' or ')}`);
}
