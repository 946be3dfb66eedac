import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { PayloadTooLarge } from '../errors';
import { parseRequestBody } from './request-body';

const event = (body: string, isBase64Encoded = false) =>
  ({ body, isBase64Encoded, headers: { 'content-type': 'application/json' } }) as unknown as APIGatewayProxyEventV2;

describe('parseRequestBody in Lambda', () => {
  it('refuses a body over the limit with 413 before parsing it, counting bytes, not characters', () => {
    expect(() => parseRequestBody(event(JSON.stringify({ a: 'é'.repeat(600) })), ['json'], 1024)).toThrow(
      PayloadTooLarge,
    );
    const base64 = Buffer.from(JSON.stringify({ a: 'x'.repeat(2000) })).toString('base64');
    expect(() => parseRequestBody(event(base64, true), ['json'], 1024)).toThrow(
      'Request body too large: the limit is 1 KB',
    );
  });

  it('parses a body at the limit', () => {
    const body = JSON.stringify({ a: 'x'.repeat(1000) });
    expect(parseRequestBody(event(body), ['json'], body.length)).toEqual({
      format: 'json',
      value: { a: 'x'.repeat(1000) },
    });
  });
});
