import { buildPath, routeById } from '@shared/api/routes';
import type { Task, UpdateTaskInput } from '@shared/schemas/task';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '../../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { TASKS_URL } from './get-tasks';
import { refreshAfterAutomations } from './refresh-after-automations';

export async function updateTask({ id, ...patch }: UpdateTaskInput & { id: string }): Promise<Task> {
  return readJson<Task>(await apiRequest('PATCH', buildPath(routeById('updateTask').path, { id }), patch));
}

/** Applies the change to the cached list at once (the status icon responds immediately) and rolls back on failure. */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onMutate: async ({ id, ...patch }) => {
      await queryClient.cancelQueries({ queryKey: [TASKS_URL] });
      const previous = queryClient.getQueryData<Task[]>([TASKS_URL]);
      if (previous) {
        queryClient.setQueryData<Task[]>(
          [TASKS_URL],
          previous.map((task) => (task.id === id ? ({ ...task, ...patch } as Task) : task)),
        );
      }
      return { previous };
    },
    onSuccess: (task, _variables, context) => {
      notifySuccess('Task updated');
      const before = context?.previous?.find((t) => t.id === task.id);
      if (task.status === 'completed' && before?.status !== 'completed') refreshAfterAutomations(queryClient);
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData([TASKS_URL], context.previous);
      notifyFailure(error, 'Failed to update task.');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [TASKS_URL] }),
  });
}
