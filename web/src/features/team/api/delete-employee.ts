import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { serverMessage } from '../../../lib/server-message';
import { tasksQueryKey } from '../../tasks/api/get-tasks';
import { employeeQueryKey } from './get-employee';
import { refreshTeam } from './get-employees';
import { insightQueryKey } from './get-insight';

/** DELETE /api/employees/{id}: the employee with their notes, insights and history; their tasks lose the assignee. */
export const deleteEmployee = (id: string) => callRoute('deleteEmployee', { params: { id } });

/**
 * Deletes the employee, then `onDeleted` leaves their profile; only then are their cached profile and insight dropped
 * (dropping them first would make the still-open profile ask for an employee that no longer exists).
 */
export function useDeleteEmployee(id: string, name: string, { onDeleted }: { onDeleted: () => Promise<void> }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteEmployee(id),
    onSuccess: async () => {
      notifySuccess('Employee deleted', `${name} was deleted`);
      await onDeleted();
      queryClient.removeQueries({ queryKey: employeeQueryKey(id), exact: true });
      queryClient.removeQueries({ queryKey: insightQueryKey(id), exact: true });
      refreshTeam(queryClient);
      void queryClient.invalidateQueries({ queryKey: tasksQueryKey });
    },
    onError: (error) => notifyFailure(error, serverMessage(error) ?? 'Failed to delete employee'),
  });
}
