import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { serverMessage } from '../../../lib/server-message';
import { tasksQueryKey } from '../../tasks/api/get-tasks';

export const assignTask = ({ taskId, employeeId }: { taskId: string; employeeId: string }) =>
  callRoute('assignTask', { params: { id: taskId }, body: { employeeId } });

/** Sets the task's assignee; 'Task Assigned' (spec §8) naming who; refreshes the task list. */
export function useAssignTask({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { taskId: string; employeeId: string; employeeName: string }) => assignTask(input),
    onSuccess: (_task, { employeeName }) => {
      void queryClient.invalidateQueries({ queryKey: tasksQueryKey });
      notifySuccess('Task Assigned', `Assigned to ${employeeName}.`);
      onSuccess?.();
    },
    onError: (error) => notifyFailure(error, serverMessage(error) ?? 'Failed to assign task.'),
  });
}
