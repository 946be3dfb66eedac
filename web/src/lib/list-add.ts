import type { PathParamNames } from '@shared/api/route-contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ApiRouteId, callRoute, type RouteBody, type RouteOf, type RouteResponse } from './api-route';
import { notifyFailure, notifySuccess } from './mutation-toasts';
import { useRouteMutation } from './route-mutation';

/** The routes that create an item from a body alone (`POST /api/tasks`). */
type CreateRoute = {
  [I in ApiRouteId]: RouteOf<I>['method'] extends 'POST'
    ? [RouteBody<I>] extends [never]
      ? never
      : [PathParamNames<RouteOf<I>['path']>] extends [never]
        ? I
        : never
    : never;
}[ApiRouteId];

interface ListAddOptions<R> {
  /** Spec §8 toasts, e.g. 'Task created' / 'Failed to create task. Please try again.'. */
  successToast: string;
  failureToast: string;
  /** Runs once the server agreed, with the item it created (before the list is read again). */
  onSuccess?: (item: R, context: { queryClient: QueryClient }) => void;
}

/**
 * A new item for a cached list, through its create route. Unlike a patch or a delete (`optimistic-list.ts`) it cannot
 * show before the server has given it an id, so what the route changes (the route-effects table, which names the list)
 * is read again once the server agrees, and the mutation stays pending until then: the form that created it closes on
 * a list that shows it.
 */
export function useListAdd<I extends CreateRoute>(route: I, options: ListAddOptions<RouteResponse<I>>) {
  const { successToast, failureToast, onSuccess } = options;
  const queryClient = useQueryClient();
  // The route's type above holds it to a body and no path parameters: `callRoute`'s own check, for any such route.
  const create = callRoute as (route: I, options: object) => Promise<RouteResponse<I>>;
  return useRouteMutation(route, {
    mutationFn: (body: RouteBody<I>) => create(route, { body }),
    onSuccess: (item) => {
      notifySuccess(successToast);
      onSuccess?.(item, { queryClient });
    },
    onError: (error) => notifyFailure(error, failureToast),
  });
}
