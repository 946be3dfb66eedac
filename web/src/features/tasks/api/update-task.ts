import type { Task } from '@shared/schemas/task';
import { useOptimisticPatch } from '../../../lib/optimistic-list';
import { refreshAfterAutomations } from '../../../lib/refresh-after-automations';
import { tasksQueryKey } from './get-tasks';

/** What the Tasks screen changes on a task (spec §7: PATCH {status}; the edit dialog and the assignee the rest). */
export type TaskChange = Pick<Task, 'id'> &
  Partial<Pick<Task, 'title' | 'description' | 'status' | 'priority' | 'dueDate' | 'assigneeEmployeeId'>>;

/**
 * A change shows on the card at once and is taken back if the server refuses, with the spec's toasts; a completion
 * wakes the automations.
 */
function useTaskChange(toasts: { successToast: string; failureToast: string }) {
  return useOptimisticPatch<Task, TaskChange>(tasksQueryKey, 'updateTask', {
    ...toasts,
    onSuccess: (task, { previous, queryClient }) => {
      const was = previous?.find((t) => t.id === task.id);
      if (task.status === 'completed' && was?.status !== 'completed') refreshAfterAutomations(queryClient);
    },
  });
}

/** Status, fields, Unassign: 'Task updated' / 'Error: Failed to update task.' (spec §8). */
export function useUpdateTask() {
  return useTaskChange({ successToast: 'Task updated', failureToast: 'Failed to update task.' });
}

/** An assignee picked from the team: 'Task Assigned', as the AI dialog's assignment says (spec §8). */
export function useAssignTaskTo() {
  return useTaskChange({ successToast: 'Task Assigned', failureToast: 'Failed to assign task.' });
}
