import { can, refusalMessage } from '@shared/access/roles';
import type { RouteContract } from '@shared/api/route-contract';
import { resolveMember } from '../auth/members';
import { resolveSession } from '../auth/session';
import { NotAMember, RoleForbidden, Unauthorized } from '../errors';
import type { HttpMiddleware } from './types';

/**
 * Puts `{ userId, workspaceId }` on the context; a `session` route without a live session is a 401. A route that
 * requires a capability then reads the session's member (every time: a removal or a role change holds from the next
 * request) and refuses with 403 a person who left the workspace, or a role without the capability, before the handler
 * runs.
 */
export function sessionAuthentication(route: Pick<RouteContract, 'auth' | 'permission'>): HttpMiddleware {
  return {
    before: async (request) => {
      const session = await resolveSession(request.event);
      if (!session) {
        if (route.auth === 'session') throw new Unauthorized();
        return;
      }
      request.context.session = session;
      const { permission } = route;
      if (permission === 'public' || permission === 'account') return;
      const member = await resolveMember(session.workspaceId, session.userId);
      if (!member) throw new NotAMember();
      if (!can(member.role, permission)) throw new RoleForbidden(refusalMessage(member.role, permission));
      request.context.member = member;
    },
  };
}
