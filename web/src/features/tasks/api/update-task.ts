import { buildPath, routeById } from '@shared/api/routes';
import type { Task, TaskStatus } from '@shared/schemas/task';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '../../../lib/api-client';
import { patchItem, useOptimisticListMutation } from '../../../lib/optimistic-list';
import { tasksQueryKey } from './get-tasks';
import { refreshAfterAutomations } from './refresh-after-automations';

/** What the Tasks screen changes on a task: its status (spec §7: PATCH {status}). */
export interface TaskStatusChange {
  id: string;
  status: TaskStatus;
}

export async function updateTask({ id, ...patch }: TaskStatusChange): Promise<Task> {
  return readJson<Task>(await apiRequest('PATCH', buildPath(routeById('updateTask').path, { id }), patch));
}

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
