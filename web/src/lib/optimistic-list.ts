import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyFailure, notifySuccess } from './mutation-toasts';

interface OptimisticListMutation<T, V, R> {
  /** The cached list the change shows in at once. */
  queryKey: QueryKey;
  mutationFn: (variables: V) => Promise<R>;
  /** The list as it will be once the server agrees. */
  apply: (list: T[], variables: V) => T[];
  /** Spec §8 toasts, e.g. 'Task deleted' / 'Failed to delete task.'. */
  successToast: string;
  failureToast: string;
  /** Runs after the server agreed, with the list as it was before the change. */
  onSuccess?: (result: R, variables: V, previous: T[] | undefined) => void;
}

/**
 * A change to a cached list that the screen shows at once and takes back if the server refuses. The list's in-flight
 * read is cancelled first: a read started before the change must not land after it and undo it on screen. Once the
 * server has answered either way, the list is read again so the screen ends on the server's truth.
 */
export function useOptimisticListMutation<T, V, R>(options: OptimisticListMutation<T, V, R>) {
  const { queryKey, mutationFn, apply, successToast, failureToast, onSuccess } = options;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries({ queryKey, exact: true });
      const previous = queryClient.getQueryData<T[]>(queryKey);
      if (previous) queryClient.setQueryData<T[]>(queryKey, apply(previous, variables));
      return { previous };
    },
    onSuccess: (result, variables, context) => {
      notifySuccess(successToast);
      onSuccess?.(result, variables, context?.previous);
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      notifyFailure(error, failureToast);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey, exact: true }),
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
