import { can, refusalMessage } from '@shared/access/roles';
import type { RouteContract } from '@shared/api/route-contract';
import { hasPlanFeature, planFeatureRefusal } from '@shared/billing/plan-features';
import { resolveMember } from '../auth/members';
import { resolveSession } from '../auth/session';
import { workspaceTierOf } from '../billing/workspace-tier';
import { NotAMember, PlanFeatureMissing, RoleForbidden, Unauthorized } from '../errors';
import { requestScope } from '../http/request-scope';
import type { HttpMiddleware } from './types';

/**
 * Puts `{ userId, workspaceId }` on the context; a `session` route without a live session is a 401. A route that
 * requires a capability then reads the session's member (every time: a removal or a role change holds from the next
 * request) and refuses with 403 a person who left the workspace, or a role without the capability, before the handler
 * runs. A route of a plan feature then refuses with 402 a workspace whose plan lacks it (after the role: a member who
 * could not use it on any plan is told about their role, not about an upgrade they cannot buy).
 */
export function sessionAuthentication(
  route: Pick<RouteContract, 'auth' | 'permission' | 'planFeature'>,
): HttpMiddleware {
  return {
    before: async (request) => {
      const session = await resolveSession(request.event);
      if (!session) {
        if (route.auth === 'session') throw new Unauthorized();
        return;
      }
      request.context.session = session;
      const scope = requestScope();
      if (scope) scope.session = session;
      const { permission } = route;
      if (permission === 'public' || permission === 'account') return;
      const member = await resolveMember(session.workspaceId, session.userId);
      if (!member) throw new NotAMember();
      if (!can(member.role, permission)) throw new RoleForbidden(refusalMessage(member.role, permission));
      const { planFeature } = route;
      if (planFeature) {
        const tier = await workspaceTierOf(session.workspaceId);
        if (!hasPlanFeature(tier, planFeature)) throw new PlanFeatureMissing(planFeatureRefusal(planFeature, tier));
      }
      request.context.member = member;
    },
  };
}
