import type { PathParamNames } from '@shared/api/route-contract';
import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiRouteId, callRoute, type RouteBody, type RouteOf, type RouteResponse } from './api-route';
import { notifyFailure, notifySuccess } from './mutation-toasts';

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
  /** Runs once the list has been read again, with the item the server created. */
  onSuccess?: (item: R, context: { queryClient: QueryClient }) => void;
}

/**
 * A new item for a cached list, through its create route. Unlike a patch or a delete (`optimistic-list.ts`) it cannot
 * show before the server has given it an id, so every cached view of the list is read again once the server agrees,
 * and the mutation stays pending until then: the form that created it closes on a list that shows it.
 */
export function useListAdd<I extends CreateRoute>(
  queryKey: QueryKey,
  route: I,
  options: ListAddOptions<RouteResponse<I>>,
) {
  const { successToast, failureToast, onSuccess } = options;
  const queryClient = useQueryClient();
  // The route's type above holds it to a body and no path parameters: `callRoute`'s own check, for any such route.
  const create = callRoute as (route: I, options: object) => Promise<RouteResponse<I>>;
  return useMutation({
    mutationFn: (body: RouteBody<I>) => create(route, { body }),
    onSuccess: async (item) => {
      notifySuccess(successToast);
      await queryClient.invalidateQueries({ queryKey });
      onSuccess?.(item, { queryClient });
    },
    onError: (error) => notifyFailure(error, failureToast),
  });
}
