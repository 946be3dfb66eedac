import type { Task } from '@shared/schemas/task';
import { useOptimisticRemove } from '../../../lib/optimistic-list';
import { tasksQueryKey } from './get-tasks';

/** The card goes at once and comes back if the server refuses. */
export function useDeleteTask() {
  return useOptimisticRemove<Task>(tasksQueryKey, 'deleteTask', {
    successToast: 'Task deleted',
    failureToast: 'Failed to delete task.',
  });
}
