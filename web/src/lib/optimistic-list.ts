import { type InfiniteData, type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
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
  mutationFn: (variables: V) => Promise<R>;
  /** The list as it will be once the server agrees. */
  apply: (list: T[], variables: V) => T[];
}

/**
 * A change to a cached list that the screen shows at once and takes back if the server refuses. The list's in-flight
 * reads are cancelled first: a read started before the change must not land after it and undo it on screen. Once the
 * server has answered either way, the list is read again so the screen ends on the server's truth.
 */
function useOptimisticListMutation<T, V, R>(options: OptimisticListMutation<T, V, R>) {
  const { queryKey, mutationFn, apply, successToast, failureToast, onSuccess } = options;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
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
      onSuccess?.(result, { variables, previous: context?.previous, queryClient });
    },
    onError: (error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      notifyFailure(error, failureToast);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
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

/** `callRoute` for a by-id route; the types above checked the route against the item and the fields. */
const callById = callRoute as (
  route: ApiRouteId,
  options: { params: { id: string }; body?: unknown },
) => Promise<unknown>;

/**
 * A patch `{ id, ...fields }` to one item through its route (PATCH `{id}` with the fields, answering the item): it
 * shows at once, taken back if refused.
 */
export function useOptimisticPatch<T extends { id: string }, V extends { id: string } & Partial<T>>(
  queryKey: QueryKey,
  route: PatchRoute<T, Omit<V, 'id'>>,
  options: ListChangeOptions<T, V, T>,
) {
  const mutationFn = ({ id, ...fields }: V) => callById(route, { params: { id }, body: fields }) as Promise<T>;
  return useOptimisticListMutation<T, V, T>({ queryKey, mutationFn, apply: patchItem, ...options });
}

/** A delete by id through its route: the item leaves the list at once and comes back if the server refuses. */
export function useOptimisticRemove<T extends { id: string }>(
  queryKey: QueryKey,
  route: DeleteRoute,
  options: ListChangeOptions<T, string, unknown>,
) {
  const mutationFn = (id: string) => callById(route, { params: { id } });
  return useOptimisticListMutation<T, string, unknown>({ queryKey, mutationFn, apply: removeItem, ...options });
}

function patchItem<T extends { id: string }>(list: T[], { id, ...patch }: { id: string } & Partial<T>): T[] {
  return list.map((item) => (item.id === id ? { ...item, ...patch } : item));
}

function removeItem<T extends { id: string }>(list: T[], id: string): T[] {
  return list.filter((item) => item.id !== id);
}
