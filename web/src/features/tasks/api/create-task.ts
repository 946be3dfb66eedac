import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute, type RouteBody } from '../../../lib/api-route';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { tasksQueryKey } from './get-tasks';
import { refreshAfterAutomations } from './refresh-after-automations';

export const createTask = (body: RouteBody<'createTask'>) => callRoute('createTask', { body });

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
