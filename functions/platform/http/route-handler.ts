import middy from '@middy/core';
import {
  type BodyFormat,
  isJsonRoute,
  maxBodyBytes,
  type ParsedBody,
  type ParsedParams,
  type ParsedQuery,
  type ResponseInput,
  type RouteContract,
} from '@shared/api/route-contract';
import type * as z from '@shared/zod';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { Member } from '../auth/members';
import type { SessionIdentity } from '../auth/session';
import { config } from '../config';
import { emptyTally, withCapacityTally } from '../dynamodb/capacity';
import { AppError, payloadTooLargeFor } from '../errors';
import { logger } from '../logger';
import { keysOnlyWhereAllowed, rateLimitHeaders } from '../middleware/api-key-auth';
import { csrfProtection } from '../middleware/csrf';
import { errorHandler, errorHeaders, httpStatusOf } from '../middleware/error-handler';
import { requestLog } from '../middleware/request-log';
import { securityHeaders } from '../middleware/security-headers';
import type { HttpContext, HttpMiddleware } from '../middleware/types';
import type { onceForKey } from './idempotency';
import { parseRequestBody } from './request-body';
import { inRequestScope } from './request-scope';
import { HttpReply, type HttpResult, htmlPage, json, noContent } from './response';
import { validate } from './validate';

export interface HttpRequest<R extends RouteContract> {
  event: APIGatewayProxyEventV2;
  body: ParsedBody<R>;
  query: ParsedQuery<R>;
  params: ParsedParams<R>;
  bodyFormat: BodyFormat | 'none';
  /** Present on every `session` route; may be present on a `public` one. */
  session: R['auth'] extends 'session' ? SessionIdentity : SessionIdentity | undefined;
  /**
   * The member the session acts as, whose role holds the route's capability: present on every route that requires
   * one (for filtering what the role may see of an answer, and for rules about one's own items).
   */
  member: R['permission'] extends 'public' | 'account' ? undefined : Member;
  /**
   * The workspace's item as the plan and AI gates read it at the start of the request (eventually consistent):
   * present on routes whose contract names a plan feature or uses AI, for a read-only handler that needs more of it.
   */
  workspaceItem: Record<string, unknown> | undefined;
  requestId: string;
}

/**
 * What a handler hands back: its route's JSON body (answered with the route's status), nothing for a 204 route, or
 * an `HttpReply` it built itself (a redirect, a page, the body with cookies).
 */
export type HandlerReply<R extends RouteContract> = R['response'] extends z.ZodMiniType
  ? ResponseInput<R> | HttpReply
  : R['response'] extends 'empty'
    ? // biome-ignore lint/suspicious/noConfusingVoidType: a 204 route's handler returns nothing at all
      void | HttpReply
    : HttpReply;

export interface HandlerOptions {
  /**
   * For routes posted to by a server-rendered HTML form: renders the failure as a page (keeping what the user
   * typed) instead of JSON; the page is answered with the error's status and headers from the error handler's
   * table. JSON callers still get the JSON error.
   */
  formErrorPage?: (error: AppError, submitted: Record<string, string>) => string;
}

export type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<HttpResult>;

/** A route's Lambda handler, carrying the route it serves (a test compares it with the route table). */
export type RouteHandler<R extends RouteContract> = LambdaHandler & { readonly route: R };

/** What a handler that reads the session adds to the stack; public handlers leave it out with its data client. */
export interface SessionParts {
  authentication: HttpMiddleware;
  /** Creates take an Idempotency-Key, so a retried POST does not create twice. */
  onceForKey: typeof onceForKey;
}

/**
 * Builds a route's Lambda handler from its contract: input schemas, response schema and status all come from the
 * route entry (one source of truth). The stack logs, sets security headers, maps errors, refuses cross-site writes,
 * authenticates the session if `session` is given, parses and validates input; `fn` only does the route's own work.
 * Entry points use `defineHandler` (with the session) or `definePublicHandler` (without: the module never loads the
 * session store).
 */
export function routeHandler<const R extends RouteContract>(
  route: R,
  fn: (request: HttpRequest<R>) => Promise<HandlerReply<R>>,
  options: HandlerOptions,
  session: SessionParts | undefined,
): RouteHandler<R> {
  const core = async (event: APIGatewayProxyEventV2, context: HttpContext): Promise<HttpResult> => {
    // Every route, multipart included: API Gateway passes bodies up to 10 MB, each route takes only its own limit.
    // Every route, multipart included: API Gateway passes bodies up to 10 MB, each route takes only its own limit.
    if (bodyBytes(event) > maxBodyBytes(route)) throw payloadTooLargeFor(route);
    const parsedBody = route.body
      ? parseRequestBody(event, route.bodyFormats ?? ['json'], maxBodyBytes(route))
      : undefined;
    try {
      const request = {
        event,
        body: route.body ? validate(route.body, parsedBody?.value ?? {}) : undefined,
        query: route.query ? validate(route.query, event.queryStringParameters ?? {}) : undefined,
        params: route.params ? validate(route.params, event.pathParameters ?? {}) : undefined,
        bodyFormat: parsedBody?.format ?? 'none',
        session: context.session,
        member: context.member,
        workspaceItem: context.workspaceItem,
        requestId: event.requestContext.requestId,
      } as HttpRequest<R>;
      const run = async () => toResult(route, await fn(request));
      if (session && route.method === 'POST' && route.status === 201 && context.session) {
        return await session.onceForKey(event, route.id, context.session, run);
      }
      // Awaited, so the handler's own errors reach the form error page below.
      return await run();
    } catch (error) {
      if (options.formErrorPage && parsedBody?.format === 'form' && error instanceof AppError) {
        const page = options.formErrorPage(error, parsedBody.value as Record<string, string>);
        const { result } = htmlPage(httpStatusOf[error.code], page);
        Object.assign(result.headers, errorHeaders(error));
        return result;
      }
      throw error;
    }
  };

  const handler = middy<APIGatewayProxyEventV2, HttpResult, Error, HttpContext>()
    .use(requestLog())
    .use(securityHeaders())
    .use(errorHandler())
    .use(keysOnlyWhereAllowed(route))
    .use(csrfProtection())
    .use(session ? [session.authentication] : [])
    .handler(core) as unknown as LambdaHandler;
  // Each invocation keeps its own tally of table units, which the request log line reports.
  // …and its request scope: who and from where, for the audit log far below the handler.
  const tallied: LambdaHandler = (event, context: HttpContext) =>
    withCapacityTally(emptyTally(), () =>
      inRequestScope(event, route.id, async () => {
        const result = await handler(event, context);
        Object.assign(result.headers ?? {}, rateLimitHeaders(context));
        return result;
      }),
    );
  return Object.assign(tallied, { route });
}

/** The decoded size of the body (API Gateway base64-encodes binary bodies: 4 characters carry 3 bytes). */
function bodyBytes(event: APIGatewayProxyEventV2): number {
  const length = event.body?.length ?? 0;
  return event.isBase64Encoded ? Math.floor((length * 3) / 4) : Buffer.byteLength(event.body ?? '');
}

function toResult(route: RouteContract, reply: unknown): HttpResult {
  if (reply instanceof HttpReply) return reply.result;
  if (isJsonRoute(route)) return json(route.status ?? 200, checkedResponse(route, reply));
  if (route.response === 'empty') return noContent();
  throw new Error(`${route.id} answers a page: its handler must return an HttpReply`);
}

/** The route's JSON body with cookies, e.g. the signed-in user with the new session cookie. */
export function jsonReply<R extends RouteContract & { response: z.ZodMiniType }>(
  route: R,
  body: ResponseInput<R>,
  cookies: string[],
): HttpReply {
  return new HttpReply(json(route.status ?? 200, checkedResponse(route, body), cookies));
}

/**
 * With `VALIDATE_RESPONSES` (the API and browser tests), every JSON answer is checked against its route's response
 * schema, so a handler that drifts from its contract fails loudly instead of surprising the web. The app (Lambda, npm
 * start) skips the check, as the web's production build does: the types already hold it, and it costs every request.
 */
function checkedResponse(route: RouteContract & { response: z.ZodMiniType }, body: unknown): unknown {
  if (!config().VALIDATE_RESPONSES) return body;
  const result = route.response.safeParse(body);
  if (result.success) return body;
  logger.error('Response does not match its route contract', { route: route.id, issues: result.error.issues });
  throw new Error(`The ${route.id} response does not match its contract`);
}
