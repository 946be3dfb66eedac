import { type QueryFunction, queryOptions } from '@tanstack/react-query';
import {
  type ApiRouteId,
  type CallOptions,
  callRoute,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from './api-route';

/** Query parameters as they go into a key: what is left out (undefined, '') is not part of it. */
type KeyQuery = Readonly<Record<string, string | number>>;

/**
 * The one shape of every query key: `[routeId]`, `[routeId, params]` or `[routeId, params, query]`.
 * `['getEmployee', { id: 'e1' }]`, `['listTasks', {}, { status: 'completed' }]`, `['getKpiStats', {}, { timeRange:
 * '30d' }]`. The route id comes first, so `[routeId]` is the prefix of every cached read of that route (each
 * employee, each filter, each page) and what a change invalidates (`route-mutation.ts`, `shared/api/route-effects.ts`).
 */
export type RouteQueryKey =
  | readonly [ApiRouteId]
  | readonly [ApiRouteId, Readonly<Record<string, string>>]
  | readonly [ApiRouteId, Readonly<Record<string, string>>, KeyQuery];

/** The key of a read of route `id` with these path parameters and query (see `RouteQueryKey`). */
export function routeQueryKey(
  id: ApiRouteId,
  params?: Readonly<Record<string, string>>,
  query?: Readonly<Record<string, string | number | undefined>>,
): RouteQueryKey {
  const kept = Object.entries(query ?? {}).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
  );
  if (kept.length) return [id, params ?? {}, Object.fromEntries(kept)];
  return params ? [id, params] : [id];
}

/** Calls the route a key names, with the key's parameters and query: the query client's default query function. */
export const routeQueryFn: QueryFunction = ({ queryKey, signal }) => {
  const [id, params, query] = queryKey as unknown as RouteQueryKey;
  return (callRoute as (id: ApiRouteId, options: object) => Promise<unknown>)(id, { params, query, signal });
};

/** What a read of the route takes: its path parameters (required when it has any) and its query. */
export type ReadOptions<I extends ApiRouteId> = Omit<CallOptions<I>, 'body' | 'signal'>;
type ReadArgs<I extends ApiRouteId> =
  Record<never, never> extends ReadOptions<I> ? [options?: ReadOptions<I>] : [options: ReadOptions<I>];

/**
 * Query options for a GET route: the key from the route id (`routeQueryKey`), the data the route's typed answer.
 * `routeQueryOptions('getEmployee', { params: { id } })`, `routeQueryOptions('getKpiStats', { query: { timeRange } })`.
 */
export function routeQueryOptions<I extends ApiRouteId>(id: I, ...[options]: ReadArgs<I>) {
  const { params, query } = (options ?? {}) as { params?: RouteParams<I>; query?: RouteQuery<I> };
  return queryOptions({
    queryKey: routeQueryKey(
      id,
      params as Readonly<Record<string, string>> | undefined,
      query as Readonly<Record<string, string | number | undefined>> | undefined,
    ),
    queryFn: routeQueryFn as QueryFunction<RouteResponse<I>, RouteQueryKey>,
  });
}
