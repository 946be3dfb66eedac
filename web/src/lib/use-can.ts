import type { Capability } from '@shared/access/roles';
import type { RoutePermission } from '@shared/api/route-contract';
import { hasPlanFeature, type PlanFeature } from '@shared/billing/plan-features';
import type { AuthUser } from '@shared/schemas/user';
import { type TaskChange, type TaskOwnership, taskChangeRefusal } from '@shared/tasks/task-permissions';
import type { ApiRouteId } from './api-route';
import { routeEntry } from './api-route';
import { useAuthUser } from './auth';

/**
 * Whether the signed-in person's role holds the capability, from the `permissions` `GET /api/auth/user` answers (the
 * role table in `shared/access/roles.ts`). The web hides what the role cannot do; the server is what enforces it.
 * False while signed out or before the user is known.
 */
export function useCan(capability: Capability): boolean {
  const { data } = useAuthUser();
  return data?.permissions.includes(capability) ?? false;
}

/** Whether permissions allow a route's `permission`: `public` and `account` routes need no capability. */
export function allows(permissions: readonly string[] | undefined, permission: RoutePermission): boolean {
  if (permission === 'public' || permission === 'account') return true;
  return permissions?.includes(permission) ?? false;
}

/**
 * Whether the signed-in person may call the route: its `permission` in the route table, against their role's
 * permissions. A button is shown by the route it calls (`useCanCall('deleteEmployee')`), so the web and the API
 * answer the same question from one table. False while the user is not known, bar `public` and `account` routes.
 */
export function useCanCall(routeId: ApiRouteId): boolean {
  const { data } = useAuthUser();
  return mayCall(data ?? undefined, routeId);
}

/** `useCanCall` outside React, for a user already known (a route loader reads it from the query cache). */
export function mayCall(user: Pick<AuthUser, 'permissions' | 'aiEnabled'> | undefined, routeId: ApiRouteId): boolean {
  const route = routeEntry(routeId);
  // A route that uses AI answers 403 while the workspace has AI off: its button goes with it.
  if (route.usesAi && user?.aiEnabled === false) return false;
  return allows(user?.permissions, route.permission);
}

/**
 * Whether a read would be answered rather than refused with 403 or 402: the role may call it and the plan includes
 * its feature. A route loader makes only such reads; the screen says why it shows nothing.
 */
export function mayRead(user: AuthUser, routeId: ApiRouteId): boolean {
  const { planFeature } = routeEntry(routeId);
  return mayCall(user, routeId) && (!planFeature || hasPlanFeature(user.subscriptionTier, planFeature));
}

/**
 * `mayRead` for a screen's query (its `enabled`): a read the role or the plan would refuse is not sent. True until the
 * user is known, as a route loader's reads go ahead then and the API decides.
 */
export function useMayRead(routeId: ApiRouteId): boolean {
  const { data } = useAuthUser();
  return !data || mayRead(data, routeId);
}

/**
 * Whether the workspace has AI on (its AI settings). Off, each AI surface shows 'AI features are turned off for this
 * workspace' where the feature would be (`AiOffNotice`), and asks the server nothing. True until the user is known.
 */
export function useAiEnabled(): boolean {
  const { data } = useAuthUser();
  return data?.aiEnabled ?? true;
}

/**
 * Whether the signed-in person may make this change to the task, by the rule the API enforces
 * (`shared/tasks/task-permissions.ts`): any task for managers, their own for members, the status of the tasks
 * assigned to them; nothing for viewers.
 */
export function useMayChangeTask(): (task: TaskOwnership, change: TaskChange) => boolean {
  const { data } = useAuthUser();
  return (task, change) =>
    data !== undefined &&
    data !== null &&
    taskChangeRefusal({ userId: data.id, role: data.role, employeeId: data.employeeId }, task, change) === undefined;
}

/**
 * Whether the workspace's plan includes a feature of the pricing card (`shared/billing/plan-features.ts`), from the
 * tier `GET /api/auth/user` answers. A screen of a feature the plan lacks shows what it is and the upgrade, not the
 * controls; the server refuses its routes with 402 either way. False until the user is known.
 */
export function usePlanFeature(feature: PlanFeature): boolean {
  const { data } = useAuthUser();
  return data ? hasPlanFeature(data.subscriptionTier, feature) : false;
}
