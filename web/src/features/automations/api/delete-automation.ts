import { buildPath, routeById } from '@shared/api/routes';
import type { Automation } from '@shared/schemas/automation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { AUTOMATIONS_URL } from './get-automations';

export async function deleteAutomation(id: string): Promise<void> {
  await apiRequest('DELETE', buildPath(routeById('deleteAutomation').path, { id }));
}

/** Removes the card at once (cancelling an in-flight list read that could bring it back) and restores it on failure. */
export function useDeleteAutomation() {
  const queryClient = useQueryClient();
  const key = [AUTOMATIONS_URL];
  return useMutation({
    mutationFn: deleteAutomation,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<Automation[]>(key);
      if (previous)
        queryClient.setQueryData<Automation[]>(
          key,
          previous.filter((a) => a.id !== id),
        );
      return { previous };
    },
    onSuccess: () => notifySuccess('Automation deleted'),
    onError: (error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notifyFailure(error, 'Failed to delete automation.');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key, exact: true }),
  });
}
