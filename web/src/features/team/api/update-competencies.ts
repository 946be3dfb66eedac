import { employeeMessages } from '@shared/schemas/employee';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute, type RouteBody } from '../../../lib/api-route';
import { notifyFailure, notifySuccess, serverMessage } from '../../../lib/mutation-toasts';
import { employeeQueryKey } from './get-employee';
import { refreshTeam } from './get-employees';

export const updateCompetencies = (id: string, body: RouteBody<'updateCompetencies'>) =>
  callRoute('updateCompetencies', { params: { id }, body });

/** Ten scores plus notes; refresh; 'Competencies updated successfully' (spec §7). */
export function useUpdateCompetencies(id: string, { onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteBody<'updateCompetencies'>) => updateCompetencies(id, input),
    onSuccess: (employee) => {
      queryClient.setQueryData(employeeQueryKey(id), employee);
      refreshTeam(queryClient);
      notifySuccess('Success', employeeMessages.competenciesUpdated);
      onSuccess?.();
    },
    // Spec §8 leaves this failure's toast open; say what happened rather than fail silently.
    onError: (error) => notifyFailure(error, serverMessage(error) ?? 'Failed to update competencies'),
  });
}
