import { callRoute } from '../../../lib/api-route';
import { failureToast, notifySuccess } from '../../../lib/mutation-toasts';
import { useRouteMutation } from '../../../lib/route-mutation';
import { employeeQueryKey } from './get-employee';
import { insightQueryKey } from './get-insight';

/** DELETE /api/employees/{id}: the employee with their notes, insights and history; their tasks lose the assignee. */
export const deleteEmployee = (id: string) => callRoute('deleteEmployee', { params: { id } });

/**
 * Deletes the employee, then `onDeleted` leaves their profile; only then are their cached profile and insight dropped
 * (dropping them first would make the still-open profile ask for an employee that no longer exists), and what the
 * deletion changed (the team's lists, their tasks) is read again.
 */
export function useDeleteEmployee(id: string, name: string, { onDeleted }: { onDeleted: () => Promise<void> }) {
  return useRouteMutation('deleteEmployee', {
    mutationFn: () => deleteEmployee(id),
    onSuccess: async (_answer, _variables, _context, { client }) => {
      notifySuccess('Employee deleted', `${name} was deleted`);
      await onDeleted();
      client.removeQueries({ queryKey: employeeQueryKey(id), exact: true });
      client.removeQueries({ queryKey: insightQueryKey(id), exact: true });
    },
    onError: failureToast('Failed to delete employee'),
  });
}
