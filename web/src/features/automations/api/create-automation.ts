import { buildPath, routeById } from '@shared/api/routes';
import type { Automation, CreateAutomationInput } from '@shared/schemas/automation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '../../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { automationsQueryKey } from './get-automations';

export async function createAutomation(input: CreateAutomationInput): Promise<Automation> {
  return readJson<Automation>(await apiRequest('POST', buildPath(routeById('createAutomation').path), input));
}

export function useCreateAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAutomation,
    onSuccess: async () => {
      notifySuccess('Automation created');
      await queryClient.invalidateQueries({ queryKey: automationsQueryKey, exact: true });
    },
    onError: (error) => notifyFailure(error, 'Failed to create automation. Please try again.'),
  });
}
