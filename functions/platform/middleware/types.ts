import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { RateDecision } from '../auth/api-rate-limit';
import type { Member } from '../auth/members';
import type { SessionIdentity } from '../auth/session';
import type { HttpResult } from '../http/response';

/** The Lambda context, plus what the middleware stack learns about the request. */
export interface HttpContext extends Context {
  session?: SessionIdentity;
  /** On routes that require a capability: the member the session acts as, whose role holds it. */
  member?: Member;
  /** On routes whose contract names a plan feature or uses AI: the workspace's item the gates read. */
  workspaceItem?: Record<string, unknown>;
  /** On requests made with an API key: the key's rate limit as its slot was taken (for the RateLimit headers). */
  rateLimit?: RateDecision;
}

export type HttpMiddleware = MiddlewareObj<APIGatewayProxyEventV2, HttpResult, Error, HttpContext>;
