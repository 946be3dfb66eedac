import { buildPath, routeById } from '@shared/api/routes';
import { type EmployeeDetail, employeeMessages, type UpdateEmployeeRequest } from '@shared/schemas/employee';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '../../../lib/api-client';
import { notifyFailure, notifySuccess, serverMessage } from '../../../lib/mutation-toasts';
import { employeeQueryKey } from './get-employee';
import { employeesQueryKey } from './get-employees';

export async function updateEmployee(id: string, patch: UpdateEmployeeRequest): Promise<EmployeeDetail> {
  return readJson<EmployeeDetail>(
    await apiRequest('PATCH', buildPath(routeById('updateEmployee').path, { id }), patch),
  );
}

/** Refreshes the detail and the list; toast 'Employee profile updated successfully' (spec §7). */
export function useUpdateEmployee(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateEmployeeRequest) => updateEmployee(id, patch),
    onSuccess: (employee) => {
      queryClient.setQueryData(employeeQueryKey(id), employee);
      void queryClient.invalidateQueries({ queryKey: employeesQueryKey, exact: true });
      notifySuccess('Success', employeeMessages.updated);
    },
    onError: (error) => notifyFailure(error, serverMessage(error) ?? employeeMessages.updateFailed),
  });
}
