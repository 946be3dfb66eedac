import middy from '@middy/core';
import { errorCodeNames } from '@shared/api/error-codes';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import {
  AiDisabled,
  type AppError,
  BadRequest,
  Conflict,
  Forbidden,
  Gone,
  IdempotencyKeyReused,
  InternalServerError,
  MethodNotAllowed,
  NotAMember,
  NotConfigured,
  NotFound,
  PayloadTooLarge,
  PlanLimitReached,
  RoleForbidden,
  SignInFailed,
  TooManyRequests,
  Unauthorized,
  UnsupportedMediaType,
  UpstreamFailed,
  ValidationFailed,
} from '../errors';
import type { HttpResult } from '../http/response';
import { errorHandler, httpStatusOf } from './error-handler';
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

const bodyOf = (result: HttpResult) => JSON.parse(result.body!) as Record<string, unknown>;

describe('error mapping', () => {
  const table: [AppError, number, string][] = [
    [new ValidationFailed('Validation error: Title is required'), 400, 'validation'],
    [new BadRequest('Invalid Stripe signature: no signatures found'), 400, 'bad_request'],
    [new Unauthorized(), 401, 'unauthorized'],
    [new SignInFailed('Invalid email or password'), 401, 'sign_in_failed'],
    [new PlanLimitReached('Your Starter plan allows 5 automations'), 402, 'plan_limit'],
    [new Forbidden('Cross-site request refused'), 403, 'forbidden'],
    [new RoleForbidden('Your role (Member) cannot view financial data'), 403, 'role_forbidden'],
    [new NotAMember(), 403, 'not_a_member'],
    [new AiDisabled(), 403, 'ai_disabled'],
    [new NotFound('Employee not found'), 404, 'not_found'],
    [new MethodNotAllowed(), 405, 'method_not_allowed'],
    [new Gone('This invitation has expired'), 410, 'gone'],
    [new Conflict('Already exists'), 409, 'conflict'],
    [new PayloadTooLarge(1024 * 1024), 413, 'payload_too_large'],
    [new UnsupportedMediaType('Unsupported content type; send JSON'), 415, 'unsupported_media_type'],
    [new IdempotencyKeyReused(), 422, 'idempotency_key_reused'],
    [new TooManyRequests('slow down', 60), 429, 'rate_limited'],
    [new InternalServerError(), 500, 'internal'],
    [new UpstreamFailed('HubSpot answered 500'), 502, 'upstream_failed'],
    [new NotConfigured('Stripe webhooks are not configured'), 503, 'not_configured'],
  ];

  it.each(table)('maps %s to %i with code %s and its message', async (error, status, code) => {
    const result = await failingWith(error)(event, context);
    expect(result.statusCode).toBe(status);
    expect(result.headers['content-type']).toMatch(/^application\/json/);
    const issues = error instanceof ValidationFailed ? { issues: [] } : {};
    expect(bodyOf(result)).toEqual({ code, message: error.message, ...issues });
  });

  it('gives every code of the catalogue a status, and the table above covers them all', () => {
    expect(Object.keys(httpStatusOf).sort()).toEqual([...errorCodeNames].sort());
    expect(new Set(table.map(([, , code]) => code))).toEqual(new Set(errorCodeNames));
  });

  it('keeps validation issues for forms to show', async () => {
    const result = await failingWith(new ValidationFailed('Validation error: x', [{ path: 'a', message: 'x' }]))(
      event,
      context,
    );
    expect(bodyOf(result)).toEqual({
      code: 'validation',
      message: 'Validation error: x',
      issues: [{ path: 'a', message: 'x' }],
    });
  });

  it('adds the Retry-After header a 429 or a busy 409 calls for', async () => {
    expect((await failingWith(new TooManyRequests('slow down', 60))(event, context)).headers['retry-after']).toBe('60');
    expect((await failingWith(new Conflict('still in progress', 1))(event, context)).headers['retry-after']).toBe('1');
    expect((await failingWith(new Conflict('duplicate'))(event, context)).headers['retry-after']).toBeUndefined();
  });

  it('answers unexpected errors with 500, the request id and no stack or message leak', async () => {
    const result = await failingWith(new Error('connection string postgres://secret'))(event, context);
    expect(result.statusCode).toBe(500);
    expect(bodyOf(result)).toEqual({ code: 'internal', message: 'Internal Server Error', requestId: 'req-123' });
    expect(result.body).not.toContain('secret');
  });

  it('still sets the security headers on error answers', async () => {
    const result = await failingWith(new NotFound())(event, context);
    expect(result.headers['cache-control']).toBe('no-store');
    expect(result.headers['x-content-type-options']).toBe('nosniff');
  });
});
