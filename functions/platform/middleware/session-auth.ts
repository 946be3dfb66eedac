import { can, refusalMessage } from '@shared/access/roles';
import type { RouteContract } from '@shared/api/route-contract';
import { hasPlanFeature, planFeatureRefusal } from '@shared/billing/plan-features';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { resolveMember } from '../auth/members';
import { resolveSession } from '../auth/session';
import { AiDisabled, NotAMember, PlanFeatureMissing, RoleForbidden, Unauthorized } from '../errors';
import { requestScope } from '../http/request-scope';
import { authenticateApiKey, bearerTokenOf } from './api-key-auth';
import type { HttpMiddleware } from './types';
import { workspaceGatesOf } from './workspace-gates';

/**
 * Puts `{ userId, workspaceId }` on the context; a `session` route without a live session is a 401. A route that
 * requires a capability then reads the session's member (every time: a removal or a role change holds from the next
 * request) and refuses with 403 a person who left the workspace, or a role without the capability, before the handler
 * runs. A route of a plan feature then refuses with 402 a workspace whose plan lacks it (after the role: a member who
 * could not use it on any plan is told about their role, not about an upgrade they cannot buy), and a route that uses
 * AI refuses with 403 `ai_disabled` while the workspace has AI turned off, so no model is called.
 */
export function sessionAuthentication(
  route: Pick<RouteContract, 'method' | 'path' | 'auth' | 'permission' | 'response' | 'planFeature' | 'usesAi'>,
): HttpMiddleware {
  return {
    before: async (request) => {
      const token = bearerTokenOf(request.event);
      // A bearer request is the key's alone: any cookie it carries is not read.
      if (token !== undefined) {
        if (route.permission === 'public') return;
        return authenticateApiKey(route, token, request.context, arrivalOf(request.event));
      }
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
      const { planFeature, usesAi } = route;
      if (planFeature || usesAi) {
        const { tier, aiEnabled, item } = await workspaceGatesOf(session.workspaceId);
        if (planFeature && !hasPlanFeature(tier, planFeature)) {
          throw new PlanFeatureMissing(planFeatureRefusal(planFeature, tier));
        }
        if (usesAi && !aiEnabled) throw new AiDisabled();
        request.context.workspaceItem = item;
      }
      request.context.member = member;
    },
  };
}

/**
 * When the request reached the API, as API Gateway stamps it: an API key's rate window counts by it, so a request
 * that waited for a cold start still counts in the minute it was sent (and the local runtime's tests can move it).
 */
function arrivalOf(event: APIGatewayProxyEventV2): Date {
  const epoch = event.requestContext?.timeEpoch;
  return typeof epoch === 'number' ? new Date(epoch) : new Date();
}
