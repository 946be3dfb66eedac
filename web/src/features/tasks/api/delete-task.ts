import { buildPath, routeById } from '@shared/api/routes';
import type { Task } from '@shared/schemas/task';
import { apiRequest } from '../../../lib/api-client';
import { removeItem, useOptimisticListMutation } from '../../../lib/optimistic-list';
import { tasksQueryKey } from './get-tasks';

export async function deleteTask(id: string): Promise<void> {
  await apiRequest('DELETE', buildPath(routeById('deleteTask').path, { id }));
}

/** The card goes at once and comes back if the server refuses. */
export function useDeleteTask() {
  return useOptimisticListMutation<Task, string, void>({
    queryKey: tasksQueryKey,
    mutationFn: deleteTask,
    apply: removeItem,
    successToast: 'Task deleted',
    failureToast: 'Failed to delete task.',
  });
}
