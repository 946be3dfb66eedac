import type { Task } from '@shared/schemas/task';
import { callRoute } from '../../../lib/api-route';
import { removeItem, useOptimisticListMutation } from '../../../lib/optimistic-list';
import { tasksQueryKey } from './get-tasks';

export const deleteTask = (id: string) => callRoute('deleteTask', { params: { id } });

/** The card goes at once and comes back if the server refuses. */
export function useDeleteTask() {
  return useOptimisticListMutation<Task, string, null>({
    queryKey: tasksQueryKey,
    mutationFn: deleteTask,
    apply: removeItem,
    successToast: 'Task deleted',
    failureToast: 'Failed to delete task.',
  });
}
