import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildPath, routeById } from '@shared/api/routes';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { AUTOMATIONS_URL } from './get-automations';

export async function deleteAutomation(id: string): Promise<void> {
  await apiRequest('DELETE', buildPath(routeById('deleteAutomation').path, { id }));
}

export function useDeleteAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAutomation,
    onSuccess: () => notifySuccess('Automation deleted'),
    onError: (error) => notifyFailure(error, 'Failed to delete automation.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [AUTOMATIONS_URL], exact: true }),
  });
}
