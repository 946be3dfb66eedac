import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute, type RouteBody } from '../../../lib/api-route';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { automationsQueryKey } from './get-automations';

export const createAutomation = (body: RouteBody<'createAutomation'>) => callRoute('createAutomation', { body });

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
