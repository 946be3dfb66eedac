import type { HttpMethod, RouteDefinition } from './route-contract';

export type RouteMatch<R extends RouteDefinition = RouteDefinition> =
  | { kind: 'found'; route: R; pathParameters: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: HttpMethod[] }
  | { kind: 'not-found' }
  /** A path parameter is not valid percent-encoding (`/api/tasks/%E0%A4%A`): a client error, never a crash. */
  | { kind: 'malformed' };

interface CompiledRoute<R extends RouteDefinition> {
  route: R;
  pattern: RegExp;
  names: string[];
  /** Literal segments sort first, so `/api/integrations/data` wins over `/api/integrations/{id}`. */
  specificity: number;
}

function compile<R extends RouteDefinition>(route: R): CompiledRoute<R> {
  const names: string[] = [];
  const segments = route.path.split('/').slice(1);
  const source = segments
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(param[1]!);
      return '([^/]+)';
    })
    .join('/');
  return {
    route,
    pattern: new RegExp(`^/${source}/?$`),
    names,
    specificity: segments.filter((s) => !s.startsWith('{')).length,
  };
}

/** Matches a request the way API Gateway does: literal paths beat parameterised ones. */
export function createRouteMatcher<R extends RouteDefinition>(table: readonly R[]) {
  const compiled = table.map(compile).sort((a, b) => b.specificity - a.specificity);

  return function matchRoute(method: string, path: string): RouteMatch<R> {
    const allowed: HttpMethod[] = [];
    let pathMatched = false;
    for (const candidate of compiled) {
      const found = candidate.pattern.exec(path);
      if (!found) continue;
      if (candidate.route.method !== method) {
        allowed.push(candidate.route.method);
        pathMatched = true;
        continue;
      }
      const pathParameters: Record<string, string> = {};
      try {
        candidate.names.forEach((name, i) => {
          pathParameters[name] = decodeURIComponent(found[i + 1]!);
        });
      } catch {
        return { kind: 'malformed' };
      }
      return { kind: 'found', route: candidate.route, pathParameters };
    }
    return pathMatched ? { kind: 'method-not-allowed', allowed } : { kind: 'not-found' };
  };
}
