import { buildPath, routeById } from '@shared/api/routes';
import type { CreateTaskInput, Task } from '@shared/schemas/task';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '../../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { tasksQueryKey } from './get-tasks';
import { refreshAfterAutomations } from './refresh-after-automations';

export async function createTask(input: CreateTaskInput): Promise<Task> {
  return readJson<Task>(await apiRequest('POST', buildPath(routeById('createTask').path), input));
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: async (task) => {
      notifySuccess('Task created');
      await queryClient.invalidateQueries({ queryKey: tasksQueryKey, exact: true });
      if (task.status === 'completed') refreshAfterAutomations(queryClient);
    },
    onError: (error) => notifyFailure(error, 'Failed to create task. Please try again.'),
  });
}
