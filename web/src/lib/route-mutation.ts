import { effectsOf } from '@shared/api/route-effects';
import {
  type MutationFunctionContext,
  type Query,
  type QueryClient,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { type ApiRouteId, type CallOptions, callRoute, type RouteResponse } from './api-route';

/**
 * Marks every cached read that a change of route `id` touched as stale (the route-effects table,
 * `shared/api/route-effects.ts`): the reads on screen are asked again now, the others when next shown. A read that
 * `keep` accepts (one the caller just stored from the change's answer: the server's word already) is left alone.
 */
export function invalidateRouteEffects(
  queryClient: QueryClient,
  id: ApiRouteId,
  keep: (query: Query) => boolean = () => false,
): Promise<void> {
  const effects = new Set<unknown>(effectsOf(id));
  if (effects.size === 0) return Promise.resolve();
  return queryClient.invalidateQueries({ predicate: (query) => effects.has(query.queryKey[0]) && !keep(query) });
}

/**
 * Which reads `write` stores data in: each query's update count before and after, so a clock that does not move
 * between a read and the change's answer (the same millisecond, a test's frozen time) cannot hide a stale read.
 */
async function readsWrittenBy(queryClient: QueryClient, write: () => unknown): Promise<(query: Query) => boolean> {
  const countOf = (query: Query) => query.state.dataUpdateCount;
  const before = new Map(
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => [query.queryHash, countOf(query)]),
  );
  await write();
  return (query) => before.get(query.queryHash) !== countOf(query);
}

export type RouteMutationOptions<V, D, C> = Omit<UseMutationOptions<D, Error, V, C>, 'mutationFn' | 'mutationKey'> & {
  /** Also refresh after a refusal: the server recorded the failure (a sync's last error shows on its card). */
  refreshAfterFailure?: boolean;
};
/** How the variables become the call (a body from a form, an id from a card…). */
type WithCall<V, D> = { mutationFn: (variables: V) => Promise<D> };

/**
 * THE way a screen changes data: calls route `route` and, once the server agreed, refreshes what the route-effects
 * table says the route changes (`invalidateRouteEffects`). The caller's `onSuccess` runs first, so what it stores
 * from the answer (`setQueryData`) is not asked for again; the mutation stays pending until the reads on screen have
 * been read again, so a form closes on a screen that shows its change. Without a `mutationFn` the variables are the
 * route's call options (`mutate({ params, body })`).
 */
export function useRouteMutation<I extends ApiRouteId, V = void, D = RouteResponse<I>, C = unknown>(
  route: I | ((variables: V) => I),
  options: RouteMutationOptions<V, D, C> & WithCall<V, D>,
): UseMutationResult<D, Error, V, C>;
export function useRouteMutation<I extends ApiRouteId, C = unknown>(
  route: I,
  options?: RouteMutationOptions<CallOptions<I>, RouteResponse<I>, C>,
): UseMutationResult<RouteResponse<I>, Error, CallOptions<I>, C>;
export function useRouteMutation<V, D, C>(
  route: ApiRouteId | ((variables: V) => ApiRouteId),
  options: RouteMutationOptions<V, D, C> & Partial<WithCall<V, D>> = {},
): UseMutationResult<D, Error, V, C> {
  const queryClient = useQueryClient();
  const { mutationFn, refreshAfterFailure, onSuccess, onError, ...rest } = options;
  // One route, or the route the variables choose (confirm or cancel a chat action).
  const idOf = typeof route === 'function' ? route : () => route;
  const call = callRoute as (id: ApiRouteId, options?: object) => Promise<D>;
  return useMutation<D, Error, V, C>({
    ...rest,
    ...(typeof route === 'string' ? { mutationKey: [route] } : {}),
    mutationFn: mutationFn ?? ((variables: V) => call(idOf(variables), variables as object | undefined)),
    onSuccess: async (data, variables, context, mutation: MutationFunctionContext) => {
      const written = await readsWrittenBy(queryClient, () => onSuccess?.(data, variables, context, mutation));
      await invalidateRouteEffects(queryClient, idOf(variables), written);
    },
    onError: async (error, variables, context, mutation: MutationFunctionContext) => {
      await onError?.(error, variables, context, mutation);
      if (refreshAfterFailure) await invalidateRouteEffects(queryClient, idOf(variables));
    },
  });
}
