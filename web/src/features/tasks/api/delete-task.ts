import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildPath, routeById } from '@shared/api/routes';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { TASKS_URL } from './get-tasks';

export async function deleteTask(id: string): Promise<void> {
  await apiRequest('DELETE', buildPath(routeById('deleteTask').path, { id }));
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: () => notifySuccess('Task deleted'),
    onError: (error) => notifyFailure(error, 'Failed to delete task.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [TASKS_URL] }),
  });
}
