import { employeeMessages } from '@shared/schemas/employee';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute, type RouteBody } from '../../../lib/api-route';
import { notifyFailure, notifySuccess, serverMessage } from '../../../lib/mutation-toasts';
import { employeeQueryKey } from './get-employee';
import { refreshTeam } from './get-employees';

export const updateEmployee = (id: string, body: RouteBody<'updateEmployee'>) =>
  callRoute('updateEmployee', { params: { id }, body });

/** Refreshes the detail and the list; toast 'Employee profile updated successfully' (spec §7). */
export function useUpdateEmployee(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: RouteBody<'updateEmployee'>) => updateEmployee(id, patch),
    onSuccess: (employee) => {
      queryClient.setQueryData(employeeQueryKey(id), employee);
      refreshTeam(queryClient);
      notifySuccess('Success', employeeMessages.updated);
    },
    onError: (error) => notifyFailure(error, serverMessage(error) ?? employeeMessages.updateFailed),
  });
}
