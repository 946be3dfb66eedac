import { buildPath, routeById } from '@shared/api/routes';
import type { Task } from '@shared/schemas/task';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { TASKS_URL } from './get-tasks';

export async function deleteTask(id: string): Promise<void> {
  await apiRequest('DELETE', buildPath(routeById('deleteTask').path, { id }));
}

/**
 * Removes the task from the cached list at once and puts it back if the server refuses. Cancelling the list's
 * in-flight fetch first matters: a list read before the delete must not land afterwards and bring the task back.
 */
export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: [TASKS_URL] });
      const previous = queryClient.getQueryData<Task[]>([TASKS_URL]);
      if (previous)
        queryClient.setQueryData<Task[]>(
          [TASKS_URL],
          previous.filter((task) => task.id !== id),
        );
      return { previous };
    },
    onSuccess: () => notifySuccess('Task deleted'),
    onError: (error, _id, context) => {
      if (context?.previous) queryClient.setQueryData([TASKS_URL], context.previous);
      notifyFailure(error, 'Failed to delete task.');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [TASKS_URL] }),
  });
}
