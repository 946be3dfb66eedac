import type { RouteDefinition } from '../shared/api/route-contract';
import { areaOf } from './route-access';

/**
 * Routes per nested stack at most. Each route costs four CloudFormation resources there (function, permission,
 * integration, route; roles are shared per kind of access), so 80 routes are about 330 resources: well under the
 * 500 a stack may hold, with room for an area to grow before it spills into a second stack.
 */
export const ROUTES_PER_STACK = 80;

export interface RouteGroup {
  /** Construct-id-safe and stable: the area in PascalCase, `Workspace`, then `Workspace2`… if the area is split. */
  readonly name: string;
  readonly routes: readonly RouteDefinition[];
}

/**
 * The route table cut into the nested stacks that deploy it: one per API area (the first segment of `handler`), so a
 * route keeps its stack while other areas grow; an area larger than `ROUTES_PER_STACK` is cut in table order.
 */
export function routeGroups(routes: readonly RouteDefinition[], perStack = ROUTES_PER_STACK): RouteGroup[] {
  const byArea = new Map<string, RouteDefinition[]>();
  for (const route of routes) {
    const area = areaOf(route);
    byArea.set(area, [...(byArea.get(area) ?? []), route]);
  }
  return [...byArea].flatMap(([area, areaRoutes]) => {
    const base = pascalCase(area);
    const groups: RouteGroup[] = [];
    for (let start = 0; start < areaRoutes.length; start += perStack) {
      const part = start / perStack;
      groups.push({
        name: part === 0 ? base : `${base}${part + 1}`,
        routes: areaRoutes.slice(start, start + perStack),
      });
    }
    return groups;
  });
}

function pascalCase(area: string): string {
  return area.replace(/(^|[^a-zA-Z0-9])([a-zA-Z0-9])/g, (_, _sep, c: string) => c.toUpperCase());
}
