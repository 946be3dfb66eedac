import type { RouteAuth } from '@shared/api/route-contract';
import { resolveSession } from '../auth/session';
import { Unauthorized } from '../errors';
import type { HttpMiddleware } from './types';

/** Puts `{ userId, workspaceId }` on the context; a `session` route without a live session is a 401. */
export function sessionAuthentication(auth: RouteAuth): HttpMiddleware {
  return {
    before: async (request) => {
      const session = await resolveSession(request.event);
      if (session) request.context.session = session;
      else if (auth === 'session') throw new Unauthorized();
    },
  };
}
