import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler } from './api-not-found';

const event = (method: string, rawPath: string) =>
  ({ rawPath, requestContext: { http: { method } } }) as APIGatewayProxyEventV2;

describe('API catch-all', () => {
  it('answers a known path with the wrong method as JSON 405 with Allow', async () => {
    const result = await handler(event('DELETE', '/api/auth/user'));
    expect(result.statusCode).toBe(405);
    expect(result.headers.allow).toBe('GET');
    expect(JSON.parse(result.body!)).toEqual({ code: 'method_not_allowed', message: 'Method not allowed' });
  });

  it('answers an unknown path as JSON 404 with the API security headers', async () => {
    const result = await handler(event('GET', '/api/nothing-here'));
    expect(result.statusCode).toBe(404);
    expect(result.headers['content-type']).toMatch(/^application\/json/);
    expect(result.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(result.body!)).toEqual({ code: 'not_found', message: 'Not found' });
  });

  it('answers a path that is not valid percent-encoding as JSON 400', async () => {
    const result = await handler(event('GET', '/api/employees/%E0%A4%A'));
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body!)).toEqual({ code: 'bad_request', message: 'Malformed URL' });
  });
});
