import { type HttpMethod, type RouteDefinition, routes } from './routes';

export type RouteMatch =
  | { kind: 'found'; route: RouteDefinition; pathParameters: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: HttpMethod[] }
  | { kind: 'not-found' };

interface CompiledRoute {
  route: RouteDefinition;
  pattern: RegExp;
  names: string[];
  /** Literal segments sort first, so `/api/integrations/data` wins over `/api/integrations/{id}`. */
  specificity: number;
}

function compile(route: RouteDefinition): CompiledRoute {
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
export function createRouteMatcher(table: readonly RouteDefinition[] = routes) {
  const compiled = table.map(compile).sort((a, b) => b.specificity - a.specificity);

  return function matchRoute(method: string, path: string): RouteMatch {
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
      candidate.names.forEach((name, i) => {
        pathParameters[name] = decodeURIComponent(found[i + 1]!);
      });
      return { kind: 'found', route: candidate.route, pathParameters };
    }
    return pathMatched ? { kind: 'method-not-allowed', allowed } : { kind: 'not-found' };
  };
}
