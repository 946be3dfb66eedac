import type { RouteContract } from '@shared/api/route-contract';
import { type HandlerReply, type HttpRequest, type RouteHandler, routeHandler } from './route-handler';

/**
 * The handler of a public route that never reads a session (health, the sign-in redirect, the sign-in page): its
 * bundle leaves out the session store and the DynamoDB client, so its cold start loads only what it uses.
 */
export function definePublicHandler<const R extends RouteContract & { auth: 'public' }>(
  route: R,
  fn: (request: HttpRequest<R>) => Promise<HandlerReply<R>>,
): RouteHandler<R> {
  return routeHandler(route, fn, {}, undefined);
}
