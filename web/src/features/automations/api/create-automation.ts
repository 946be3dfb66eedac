import type { Automation, CreateAutomationInput } from '@shared/schemas/automation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '../../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { AUTOMATIONS_URL } from './get-automations';

export async function createAutomation(input: CreateAutomationInput): Promise<Automation> {
  return readJson<Automation>(await apiRequest('POST', AUTOMATIONS_URL, input));
}

export function useCreateAutomation({ onSuccess }: { onSuccess?: (automation: Automation) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAutomation,
    onSuccess: async (automation) => {
      notifySuccess('Automation created');
      onSuccess?.(automation);
      await queryClient.invalidateQueries({ queryKey: [AUTOMATIONS_URL], exact: true });
    },
    onError: (error) => notifyFailure(error, 'Failed to create automation. Please try again.'),
  });
}
