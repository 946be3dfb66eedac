import { callRoute } from '../../../lib/api-route';
import { failureToast, notifySuccess } from '../../../lib/mutation-toasts';
import { useRouteMutation } from '../../../lib/route-mutation';

export const assignTask = ({ taskId, employeeId }: { taskId: string; employeeId: string }) =>
  callRoute('assignTask', { params: { id: taskId }, body: { employeeId } });

/** Sets the task's assignee; 'Task Assigned' (spec §8) naming who; the task list refreshes (the route's effects). */
export function useAssignTask({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useRouteMutation('assignTask', {
    mutationFn: (input: { taskId: string; employeeId: string; employeeName: string }) => assignTask(input),
    onSuccess: (_task, { employeeName }) => {
      notifySuccess('Task Assigned', `Assigned to ${employeeName}.`);
      onSuccess?.();
    },
    onError: failureToast('Failed to assign task.'),
  });
}
