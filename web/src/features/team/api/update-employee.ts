import { type EmployeeDetail, employeeMessages, type UpdateEmployeeRequest } from '@shared/schemas/employee';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/toaster';
import { apiRequest, readJson } from '../../../lib/api-client';
import { notifyFailure, serverMessage } from '../../../lib/mutation-toasts';
import { employeeQueryKey } from './get-employee';
import { EMPLOYEES_URL } from './get-employees';

export async function updateEmployee({
  id,
  ...patch
}: UpdateEmployeeRequest & { id: string }): Promise<EmployeeDetail> {
  return readJson<EmployeeDetail>(await apiRequest('PATCH', `${EMPLOYEES_URL}/${encodeURIComponent(id)}`, patch));
}

/** Refreshes the detail and the list; toast 'Employee profile updated successfully' (spec §7). */
export function useUpdateEmployee(id: string, { onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateEmployeeRequest) => updateEmployee({ id, ...patch }),
    onSuccess: (employee) => {
      queryClient.setQueryData(employeeQueryKey(id), employee);
      void queryClient.invalidateQueries({ queryKey: [EMPLOYEES_URL] });
      notify({ type: 'success', title: 'Success', description: employeeMessages.updated });
      onSuccess?.();
    },
    onError: (error) => notifyFailure(error, serverMessage(error) ?? employeeMessages.updateFailed),
  });
}
