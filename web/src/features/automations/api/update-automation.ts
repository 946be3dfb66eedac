import { buildPath, routeById } from '@shared/api/routes';
import type { Automation, UpdateAutomationInput } from '@shared/schemas/automation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '../../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { AUTOMATIONS_URL } from './get-automations';

export async function updateAutomation({ id, ...patch }: UpdateAutomationInput & { id: string }): Promise<Automation> {
  return readJson<Automation>(await apiRequest('PATCH', buildPath(routeById('updateAutomation').path, { id }), patch));
}

/** The switch moves at once (optimistic) and moves back if the server refuses. */
export function useUpdateAutomation() {
  const queryClient = useQueryClient();
  const key = [AUTOMATIONS_URL];
  return useMutation({
    mutationFn: updateAutomation,
    onMutate: async ({ id, ...patch }) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<Automation[]>(key);
      if (previous) {
        queryClient.setQueryData<Automation[]>(
          key,
          previous.map((a) => (a.id === id ? ({ ...a, ...patch } as Automation) : a)),
        );
      }
      return { previous };
    },
    onSuccess: () => notifySuccess('Automation updated'),
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notifyFailure(error, 'Failed to update automation.');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key, exact: true }),
  });
}
