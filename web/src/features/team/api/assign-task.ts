import { buildPath, routeById } from '@shared/api/routes';
import type { Task } from '@shared/schemas/task';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '../../../lib/api-client';
import { notifyFailure, notifySuccess, serverMessage } from '../../../lib/mutation-toasts';
import { tasksQueryKey } from '../../tasks/api/get-tasks';

export async function assignTask({ taskId, employeeId }: { taskId: string; employeeId: string }): Promise<Task> {
  return readJson<Task>(
    await apiRequest('POST', buildPath(routeById('assignTask').path, { id: taskId }), { employeeId }),
  );
}

/** Sets the task's assignee; 'Task Assigned' (spec §8) naming who; refreshes the task list. */
export function useAssignTask({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { taskId: string; employeeId: string; employeeName: string }) => assignTask(input),
    onSuccess: (_task, { employeeName }) => {
      void queryClient.invalidateQueries({ queryKey: tasksQueryKey, exact: true });
      notifySuccess('Task Assigned', `Assigned to ${employeeName}.`);
      onSuccess?.();
    },
    onError: (error) => notifyFailure(error, serverMessage(error) ?? 'Failed to assign task.'),
  });
}
