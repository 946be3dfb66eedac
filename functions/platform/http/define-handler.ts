import middy from '@middy/core';
import { type RouteId, routes } from '@shared/api/routes';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import type { SessionIdentity } from '../auth/session';
import { HttpError } from '../errors';
import { csrfProtection } from '../middleware/csrf';
import { errorHandler } from '../middleware/error-handler';
import { requestLog } from '../middleware/request-log';
import { securityHeaders } from '../middleware/security-headers';
import { sessionAuthentication } from '../middleware/session-auth';
import type { HttpContext } from '../middleware/types';
import { type BodyFormat, parseRequestBody } from './request-body';
import type { HttpResult } from './response';
import { validate } from './validate';

type RouteOf<Id extends RouteId> = Extract<(typeof routes)[number], { id: Id }>;

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerSpec<B, Q, P> {
  /** Schema for the body. Without one, the route takes no body (any body sent is ignored). */
  body?: B;
  query?: Q;
  params?: P;
  /** Formats the body may come in; JSON unless a route serves an HTML form too. */
  bodyFormats?: readonly BodyFormat[];
  /**
   * For routes posted to by a server-rendered HTML form: renders the failure as a page (keeping what the user
   * typed) instead of JSON. JSON callers still get the JSON error.
   */
  formErrorPage?: (error: HttpError, submitted: Record<string, string>) => HttpResult;
}

export interface HttpRequest<Id extends RouteId, B, Q, P> {
  event: APIGatewayProxyEventV2;
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  bodyFormat: BodyFormat | 'none';
  /** Present on every `session` route; may be present on a `public` one. */
  session: RouteOf<Id>['auth'] extends 'session' ? SessionIdentity : SessionIdentity | undefined;
  requestId: string;
}

/**
 * Builds a route's Lambda handler: the route's auth rule comes from the route table (one source of truth);
 * the stack logs, sets security headers, maps errors, refuses cross-site writes, authenticates the session,
 * parses and validates input; `fn` only does the route's own work.
 */
export function defineHandler<
  Id extends RouteId,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(routeId: Id, spec: HandlerSpec<B, Q, P>, fn: (request: HttpRequest<Id, B, Q, P>) => Promise<HttpResult>) {
  const route = routes.find((r) => r.id === routeId);
  if (!route) throw new Error(`Route ${routeId} is not in the route table`);

  const core = async (event: APIGatewayProxyEventV2, context: HttpContext): Promise<HttpResult> => {
    const parsedBody = spec.body ? parseRequestBody(event, spec.bodyFormats ?? ['json']) : undefined;
    try {
      const request = {
        event,
        body: spec.body ? validate(spec.body, parsedBody?.value ?? {}) : undefined,
        query: spec.query ? validate(spec.query, event.queryStringParameters ?? {}) : undefined,
        params: spec.params ? validate(spec.params, event.pathParameters ?? {}) : undefined,
        bodyFormat: parsedBody?.format ?? 'none',
        session: context.session,
        requestId: event.requestContext.requestId,
      } as HttpRequest<Id, B, Q, P>;
      return await fn(request);
    } catch (error) {
      if (spec.formErrorPage && parsedBody?.format === 'form' && error instanceof HttpError) {
        return spec.formErrorPage(error, parsedBody.value as Record<string, string>);
      }
      throw error;
    }
  };

  return middy<APIGatewayProxyEventV2, HttpResult, Error, HttpContext>()
    .use(requestLog())
    .use(securityHeaders())
    .use(errorHandler())
    .use(csrfProtection())
    .use(sessionAuthentication(route.auth))
    .handler(core) as unknown as (event: APIGatewayProxyEventV2, context: Context) => Promise<HttpResult>;
}
