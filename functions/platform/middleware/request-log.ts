import { logger } from '../logger';
import type { HttpMiddleware } from './types';

/** One structured line per request, with the id API Gateway (or the local runtime) gave it. */
export function requestLog(): HttpMiddleware {
  const startedAt = new WeakMap<object, number>();
  const done = async (request: Parameters<NonNullable<HttpMiddleware['after']>>[0]) => {
    const { event, response } = request;
    logger.info('request', {
      requestId: event.requestContext.requestId,
      method: event.requestContext.http.method,
      path: event.rawPath,
      status: response?.statusCode,
      durationMs: Date.now() - (startedAt.get(request.event) ?? Date.now()),
      workspaceId: request.context.session?.workspaceId,
    });
  };
  return {
    before: async ({ event }) => {
      startedAt.set(event, Date.now());
    },
    after: done,
    onError: done,
  };
}
