import { type InfiniteData, type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import {
  type ApiRouteId,
  callRoute,
  type RouteBody,
  type RouteOf,
  type RouteParams,
  type RouteResponse,
} from './api-route';
import { notifyFailure, notifySuccess } from './mutation-toasts';
import { mapPages } from './paged-query';
import { useRouteMutation } from './route-mutation';

/** A cached list: the pages of a paged route, or the whole of a short one (the integration catalogue). */
type CachedList<T> = InfiniteData<{ items: T[] }, unknown> | T[];

const changed = <T>(data: CachedList<T> | undefined, change: (items: T[]) => T[]) =>
  Array.isArray(data) ? change(data) : mapPages<{ items: T[] }, T>(data, change);

const itemsOf = <T>(data: CachedList<T> | undefined): T[] =>
  Array.isArray(data) ? data : (data?.pages.flatMap((page) => page.items) ?? []);

/** What a list change says and does besides changing the list. */
interface ListChangeOptions<T, V, R> {
  /** Spec §8 toasts, e.g. 'Task deleted' / 'Failed to delete task.'. */
  successToast: string;
  failureToast: string;
  /** Runs after the server agreed, with the loaded items as they were before the change. */
  onSuccess?: (result: R, context: { variables: V; previous: T[] | undefined; queryClient: QueryClient }) => void;
}

interface OptimisticListMutation<T, V, R> extends ListChangeOptions<T, V, R> {
  /** The list the change shows in at once: every cached view under this key (each filter) takes it. */
  queryKey: QueryKey;
  /** The route that makes the change, and the call's options for the variables. */
  route: ApiRouteId;
  callOptions: (variables: V) => object;
  /** The list as it will be once the server agrees. */
  apply: (list: T[], variables: V) => T[];
}

/**
 * A change to a cached list that the screen shows at once and takes back if the server refuses. The list's in-flight
 * reads are cancelled first: a read started before the change must not land after it and undo it on screen. Once the
 * server has agreed, what the route changes is read again (the route-effects table, which names the list too), so the
 * screen ends on the server's truth; after a refusal, the list is.
 */
function useOptimisticListMutation<T, V, R>(options: OptimisticListMutation<T, V, R>) {
  const { queryKey, route, callOptions, apply, successToast, failureToast, onSuccess } = options;
  const queryClient = useQueryClient();
  return useRouteMutation(route, {
    mutationFn: (variables: V) => callRouteAs<R>(route, callOptions(variables)),
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries({ queryKey });
      const snapshot = queryClient.getQueriesData<CachedList<T>>({ queryKey });
      for (const [key, data] of snapshot) {
        queryClient.setQueryData<CachedList<T>>(
          key,
          changed(data, (items) => apply(items, variables)),
        );
      }
      const previous = snapshot.flatMap(([, data]) => itemsOf(data));
      return { snapshot, previous };
    },
    onSuccess: (result, variables, context) => {
      notifySuccess(successToast);
      onSuccess?.(result as R, { variables, previous: context?.previous, queryClient });
    },
    onError: async (error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      notifyFailure(error, failureToast);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** The routes that change one item by its id (`PATCH /api/tasks/{id}`), taking `Fields` and answering the item. */
type PatchRoute<T, Fields> = {
  [I in ApiRouteId]: RouteOf<I>['method'] extends 'PATCH'
    ? RouteParams<I> extends { id: string }
      ? [Fields] extends [RouteBody<I>]
        ? RouteResponse<I> extends T
          ? I
          : never
        : never
      : never
    : never;
}[ApiRouteId];

/** The routes that delete one item by its id (`DELETE /api/tasks/{id}`). */
type DeleteRoute = {
  [I in ApiRouteId]: RouteOf<I>['method'] extends 'DELETE'
    ? RouteParams<I> extends { id: string }
      ? I
      : never
    : never;
}[ApiRouteId];

/** `callRoute` for a route the types above checked against the item and the fields. */
const callRouteAs = <R>(route: ApiRouteId, options: object) =>
  (callRoute as (route: ApiRouteId, options: object) => Promise<unknown>)(route, options) as Promise<R>;

/**
 * A patch `{ id, ...fields }` to one item through its route (PATCH `{id}` with the fields, answering the item): it
 * shows at once, taken back if refused.
 */
export function useOptimisticPatch<T extends { id: string }, V extends { id: string } & Partial<T>>(
  queryKey: QueryKey,
  route: PatchRoute<T, Omit<V, 'id'>>,
  options: ListChangeOptions<T, V, T>,
) {
  const callOptions = ({ id, ...fields }: V) => ({ params: { id }, body: fields });
  return useOptimisticListMutation<T, V, T>({ queryKey, route, callOptions, apply: patchItem, ...options });
}

/** A delete by id through its route: the item leaves the list at once and comes back if the server refuses. */
export function useOptimisticRemove<T extends { id: string }>(
  queryKey: QueryKey,
  route: DeleteRoute,
  options: ListChangeOptions<T, string, unknown>,
) {
  const callOptions = (id: string) => ({ params: { id } });
  return useOptimisticListMutation<T, string, unknown>({ queryKey, route, callOptions, apply: removeItem, ...options });
}

function patchItem<T extends { id: string }>(list: T[], { id, ...patch }: { id: string } & Partial<T>): T[] {
  return list.map((item) => (item.id === id ? { ...item, ...patch } : item));
}

function removeItem<T extends { id: string }>(list: T[], id: string): T[] {
  return list.filter((item) => item.id !== id);
}
