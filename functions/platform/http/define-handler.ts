import type { RouteContract } from '@shared/api/route-contract';
import { sessionAuthentication } from '../middleware/session-auth';
import { onceForKey } from './idempotency';
import {
  type HandlerOptions,
  type HandlerReply,
  type HttpRequest,
  type RouteHandler,
  routeHandler,
} from './route-handler';

/**
 * A route's Lambda handler with the session: a `session` route answers 401 without a live one, a `public` route sees
 * it when there is one. See `routeHandler` for the rest of the stack.
 */
export function defineHandler<const R extends RouteContract>(
  route: R,
  fn: (request: HttpRequest<R>) => Promise<HandlerReply<R>>,
  options: HandlerOptions = {},
): RouteHandler<R> {
  return routeHandler(route, fn, options, { authentication: sessionAuthentication(route), onceForKey });
}
