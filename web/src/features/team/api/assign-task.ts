import { buildPath, routeById } from '@shared/api/routes';
import type { Task } from '@shared/schemas/task';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/toaster';
import { apiRequest, readJson } from '../../../lib/api-client';
import { notifyFailure, serverMessage } from '../../../lib/mutation-toasts';

const TASKS_URL = buildPath(routeById('listTasks').path);

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
      void queryClient.invalidateQueries({ queryKey: [TASKS_URL] });
      notify({ type: 'success', title: 'Task Assigned', description: `Assigned to ${employeeName}.` });
      onSuccess?.();
    },
    onError: (error) => notifyFailure(error, serverMessage(error) ?? 'Failed to assign task.'),
  });
}
