import { buildPath, routeById } from '@shared/api/routes';
import type { UpdateCompetenciesRequest } from '@shared/schemas/competencies';
import { type EmployeeDetail, employeeMessages } from '@shared/schemas/employee';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '../../../lib/api-client';
import { notifyFailure, notifySuccess, serverMessage } from '../../../lib/mutation-toasts';
import { employeeQueryKey } from './get-employee';
import { employeesQueryKey } from './get-employees';

export async function updateCompetencies(id: string, input: UpdateCompetenciesRequest): Promise<EmployeeDetail> {
  const url = buildPath(routeById('updateCompetencies').path, { id });
  return readJson<EmployeeDetail>(await apiRequest('PUT', url, input));
}

/** Ten scores plus notes; refresh; 'Competencies updated successfully' (spec §7). */
export function useUpdateCompetencies(id: string, { onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCompetenciesRequest) => updateCompetencies(id, input),
    onSuccess: (employee) => {
      queryClient.setQueryData(employeeQueryKey(id), employee);
      void queryClient.invalidateQueries({ queryKey: employeesQueryKey, exact: true });
      notifySuccess('Success', employeeMessages.competenciesUpdated);
      onSuccess?.();
    },
    // Spec §8 leaves this failure's toast open; say what happened rather than fail silently.
    onError: (error) => notifyFailure(error, serverMessage(error) ?? 'Failed to update competencies'),
  });
}
