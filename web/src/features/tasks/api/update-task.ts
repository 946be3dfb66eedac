import type { Task, TaskStatus } from '@shared/schemas/task';
import { useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { patchItem, useOptimisticListMutation } from '../../../lib/optimistic-list';
import { tasksQueryKey } from './get-tasks';
import { refreshAfterAutomations } from './refresh-after-automations';

/** What the Tasks screen changes on a task: its status (spec §7: PATCH {status}). */
export interface TaskStatusChange {
  id: string;
  status: TaskStatus;
}

export const updateTask = ({ id, status }: TaskStatusChange) =>
  callRoute('updateTask', { params: { id }, body: { status } });

/** The status icon responds at once and moves back if the server refuses; a completion wakes the automations. */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useOptimisticListMutation<Task, TaskStatusChange, Task>({
    queryKey: tasksQueryKey,
    mutationFn: updateTask,
    apply: patchItem,
    successToast: 'Task updated',
    failureToast: 'Failed to update task.',
    onSuccess: (task, _change, before) => {
      const was = before?.find((t) => t.id === task.id);
      if (task.status === 'completed' && was?.status !== 'completed') refreshAfterAutomations(queryClient);
    },
  });
}
