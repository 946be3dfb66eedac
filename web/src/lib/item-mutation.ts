import type { UseMutationResult } from '@tanstack/react-query';
import { type ApiRouteId, type CallOptions, callRoute, type RouteResponse } from './api-route';
import { type RouteMutationOptions, useRouteMutation } from './route-mutation';

/** The routes that act on one item named by the `{id}` in their path and take nothing else (revoke, delete, test). */
export type ItemRouteId = {
  [I in ApiRouteId]: { params: { id: string } } extends CallOptions<I> ? I : never;
}[ApiRouteId];

/**
 * A change to the one item a card or row shows: `mutate(id)` calls route `route` with that id in its path, then
 * refreshes what the route changes like every `useRouteMutation`. Spares each such hook spelling out the call.
 */
export function useItemMutation<I extends ItemRouteId, C = unknown>(
  route: I,
  options: RouteMutationOptions<string, RouteResponse<I>, C> = {},
): UseMutationResult<RouteResponse<I>, Error, string, C> {
  // `callRoute`'s arguments are a conditional type that stays open for a generic `I`; `ItemRouteId` checked them.
  const call = callRoute as (id: I, options: { params: { id: string } }) => Promise<RouteResponse<I>>;
  return useRouteMutation(route, { ...options, mutationFn: (id: string) => call(route, { params: { id } }) });
}
