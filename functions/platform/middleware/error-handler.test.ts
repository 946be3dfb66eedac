import middy from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { Conflict, NotFound, PlanLimitReached, TooManyRequests, ValidationFailed } from '../errors';
import type { HttpResult } from '../http/response';
import { errorHandler } from './error-handler';
import { securityHeaders } from './security-headers';
import type { HttpContext } from './types';

const event = {
  rawPath: '/api/x',
  requestContext: { requestId: 'req-123', http: { method: 'GET' } },
} as APIGatewayProxyEventV2;
const context = { awsRequestId: 'lambda-1' } as Context;

function failingWith(error: unknown) {
  return middy<APIGatewayProxyEventV2, HttpResult, Error, HttpContext>()
    .use(securityHeaders())
    .use(errorHandler())
    .handler(async () => {
      throw error;
    });
}

describe('error mapping', () => {
  it.each([
    [
      new ValidationFailed('Validation error: Title is required', [{ path: 'title', message: 'Title is required' }]),
      400,
    ],
    [new PlanLimitReached('Your Starter plan allows 5 automations'), 402],
    [new NotFound(), 404],
    [new Conflict('Already exists'), 409],
  ])('maps %s to its status with a JSON message', async (error, status) => {
    const result = await failingWith(error)(event, context);
    expect(result.statusCode).toBe(status);
    expect(JSON.parse(result.body!).message).toBe((error as Error).message);
  });

  it('keeps validation issues for forms to show', async () => {
    const result = await failingWith(new ValidationFailed('Validation error: x', [{ path: 'a', message: 'x' }]))(
      event,
      context,
    );
    expect(JSON.parse(result.body!).issues).toEqual([{ path: 'a', message: 'x' }]);
  });

  it('adds the Retry-After header a 429 calls for', async () => {
    expect((await failingWith(new TooManyRequests('slow down', 60))(event, context)).headers['retry-after']).toBe('60');
  });

  it('answers unexpected errors with 500, the request id and no stack or message leak', async () => {
    const result = await failingWith(new Error('connection string postgres://secret'))(event, context);
    expect(result.statusCode).toBe(500);
    expect(JSON.parse(result.body!)).toEqual({ message: 'Internal Server Error', requestId: 'req-123' });
    expect(result.body).not.toContain('secret');
  });

  it('still sets the security headers on error answers', async () => {
    const result = await failingWith(new NotFound())(event, context);
    expect(result.headers['cache-control']).toBe('no-store');
    expect(result.headers['x-content-type-options']).toBe('nosniff');
  });
});
