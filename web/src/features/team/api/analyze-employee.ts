import { buildPath, routeById } from '@shared/api/routes';
import type { EmployeeInsight } from '@shared/schemas/insight';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/toaster';
import { apiRequest, readJson } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/mutation-toasts';
import { insightQueryKey } from './get-insight';

export async function analyzeEmployee(id: string): Promise<EmployeeInsight> {
  return readJson<EmployeeInsight>(await apiRequest('POST', buildPath(routeById('analyzeEmployee').path, { id })));
}

/** No body; refresh insights; 'Analysis Complete' / 'AI insights have been updated successfully.' (spec §7, §8). */
export function useAnalyzeEmployee(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => analyzeEmployee(id),
    onSuccess: (insight) => {
      queryClient.setQueryData(insightQueryKey(id), insight);
      notify({
        type: 'success',
        title: 'Analysis Complete',
        description: 'AI insights have been updated successfully.',
      });
    },
    onError: (error) => notifyFailure(error, 'Failed to generate AI insights. Please try again.', 'Analysis Failed'),
  });
}
