import type { CreateEmployeeRequest, EmployeeDetail } from '@shared/schemas/employee';
import { employeeMessages } from '@shared/schemas/employee';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/toaster';
import { apiRequest, readJson } from '../../../lib/api-client';
import { notifyFailure, serverMessage } from '../../../lib/mutation-toasts';
import { EMPLOYEES_URL } from './get-employees';

export async function createEmployee(input: CreateEmployeeRequest): Promise<EmployeeDetail> {
  return readJson<EmployeeDetail>(await apiRequest('POST', EMPLOYEES_URL, input));
}

/** On success: refresh the list, toast 'Success' / 'Employee added successfully' (spec §7). */
export function useCreateEmployee({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [EMPLOYEES_URL], exact: true });
      notify({ type: 'success', title: 'Success', description: employeeMessages.created });
      onSuccess?.();
    },
    onError: (error) => notifyFailure(error, serverMessage(error) ?? employeeMessages.addFailed),
  });
}
