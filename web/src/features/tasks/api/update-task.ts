import type { Task } from '@shared/schemas/task';
import { useOptimisticPatch } from '../../../lib/optimistic-list';
import { refreshAfterAutomations } from '../../../lib/refresh-after-automations';
import { tasksQueryKey } from './get-tasks';

/** What the Tasks screen changes on a task: its status (spec §7: PATCH {status}). */
export type TaskStatusChange = Pick<Task, 'id' | 'status'>;

/** The status icon responds at once and moves back if the server refuses; a completion wakes the automations. */
export function useUpdateTask() {
  return useOptimisticPatch<Task, TaskStatusChange>(tasksQueryKey, 'updateTask', {
    successToast: 'Task updated',
    failureToast: 'Failed to update task.',
    onSuccess: (task, { previous, queryClient }) => {
      const was = previous?.find((t) => t.id === task.id);
      if (task.status === 'completed' && was?.status !== 'completed') refreshAfterAutomations(queryClient);
    },
  });
}
