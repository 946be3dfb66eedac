import { queryOptions } from '@tanstack/react-query';
import {
  type ApiRouteId,
  type CallOptions,
  callRoute,
  type RouteParams,
  type RouteResponse,
  routeEntry,
} from './api-route';

/** A query key that is a URL's parts (spec §7): ['/api/employees', id] is GET /api/employees/{id}. */
export type UrlQueryKey = readonly [`/api/${string}`, ...string[]];

/**
 * The key of a GET route: its path up to the first parameter, then each later segment with the parameters filled
 * in. `/api/automations/{id}/runs` with `{ id: 'a1' }` → `['/api/automations', 'a1', 'runs']`, which sits under the
 * automations list's key `['/api/automations']`, so invalidating the list as a prefix refreshes the runs too.
 */
export function pathQueryKey(path: `/api/${string}`, params: Readonly<Record<string, string>> = {}): UrlQueryKey {
  const [head = path, tail] = path.split(/\/(?=\{)/, 2) as [`/api/${string}`, string?];
  const rest = tail === undefined ? [] : tail.split('/');
  const filled = rest.map((segment) => {
    const name = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (name === undefined) return segment;
    const value = params[name];
    if (!value) throw new Error(`Missing path parameter ${name} for ${path}`);
    return value;
  });
  return [head, ...filled];
}

type ParamsArg<I extends ApiRouteId> =
  CallOptions<I> extends { params: RouteParams<I> } ? [params: RouteParams<I>] : [];

/**
 * Query options for a GET route: its key is its URL's parts (what other screens invalidate, so each API module
 * exports it and nobody rebuilds a URL), its data the route's typed answer.
 */
export function routeQueryOptions<I extends ApiRouteId>(id: I, ...[params]: ParamsArg<I>) {
  const queryKey = pathQueryKey(routeEntry(id).path, params);
  const call = callRoute as (id: ApiRouteId, options: object) => Promise<RouteResponse<I>>;
  return queryOptions({ queryKey, queryFn: ({ signal }) => call(id, { params, signal }) });
}
