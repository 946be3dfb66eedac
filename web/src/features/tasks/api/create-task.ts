import { useListAdd } from '../../../lib/list-add';
import { tasksQueryKey } from './get-tasks';
import { refreshAfterAutomations } from './refresh-after-automations';

/** The new task joins the list once the server has it; one created already completed wakes the automations. */
export function useCreateTask() {
  return useListAdd(tasksQueryKey, 'createTask', {
    successToast: 'Task created',
    failureToast: 'Failed to create task. Please try again.',
    onSuccess: (task, { queryClient }) => {
      if (task.status === 'completed') refreshAfterAutomations(queryClient);
    },
  });
}
