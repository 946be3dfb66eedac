import { useListAdd } from '../../../lib/list-add';
import { refreshAfterAutomations } from '../../../lib/refresh-after-automations';

/** The new task joins the list once the server has it; one created already completed wakes the automations. */
export function useCreateTask() {
  return useListAdd('createTask', {
    successToast: 'Task created',
    failureToast: 'Failed to create task. Please try again.',
    onSuccess: (task, { queryClient }) => {
      if (task.status === 'completed') refreshAfterAutomations(queryClient);
    },
  });
}
