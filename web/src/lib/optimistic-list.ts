import { type InfiniteData, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyFailure, notifySuccess } from './mutation-toasts';
import { mapPages } from './paged-query';

/** A cached list: the pages of a paged route, or the whole of a short one (the integration catalogue). */
type CachedList<T> = InfiniteData<{ items: T[] }, unknown> | T[];

const changed = <T>(data: CachedList<T> | undefined, change: (items: T[]) => T[]) =>
  Array.isArray(data) ? change(data) : mapPages<{ items: T[] }, T>(data, change);

const itemsOf = <T>(data: CachedList<T> | undefined): T[] =>
  Array.isArray(data) ? data : (data?.pages.flatMap((page) => page.items) ?? []);

interface OptimisticListMutation<T, V, R> {
  /** The list the change shows in at once: every cached view under this key (each filter) takes it. */
  queryKey: QueryKey;
  mutationFn: (variables: V) => Promise<R>;
  /** The list as it will be once the server agrees. */
  apply: (list: T[], variables: V) => T[];
  /** Spec §8 toasts, e.g. 'Task deleted' / 'Failed to delete task.'. */
  successToast: string;
  failureToast: string;
  /** Runs after the server agreed, with the loaded items as they were before the change. */
  onSuccess?: (result: R, variables: V, previous: T[] | undefined) => void;
}

/**
 * A change to a cached list that the screen shows at once and takes back if the server refuses. The list's in-flight
 * reads are cancelled first: a read started before the change must not land after it and undo it on screen. Once the
 * server has answered either way, the list is read again so the screen ends on the server's truth.
 */
export function useOptimisticListMutation<T, V, R>(options: OptimisticListMutation<T, V, R>) {
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
      onSuccess?.(result, variables, context?.previous);
    },
    onError: (error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      notifyFailure(error, failureToast);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** `apply` for a patch `{ id, ...fields }`: the item with that id takes the fields. */
export function patchItem<T extends { id: string }>(list: T[], { id, ...patch }: { id: string } & Partial<T>): T[] {
  return list.map((item) => (item.id === id ? { ...item, ...patch } : item));
}

/** `apply` for a delete by id. */
export function removeItem<T extends { id: string }>(list: T[], id: string): T[] {
  return list.filter((item) => item.id !== id);
}
