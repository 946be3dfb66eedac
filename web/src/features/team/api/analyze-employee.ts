import { buildPath, routeById } from '@shared/api/routes';
import type { EmployeeInsight } from '@shared/schemas/insight';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '../../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
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
      notifySuccess('Analysis Complete', 'AI insights have been updated successfully.');
    },
    onError: (error) => notifyFailure(error, 'Failed to generate AI insights. Please try again.', 'Analysis Failed'),
  });
}
