import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { insightQueryKey } from './get-insight';
import { teamAnalyticsQueryKey } from './get-team-analytics';

export const analyzeEmployee = (id: string) => callRoute('analyzeEmployee', { params: { id } });

/** No body; refresh insights; 'Analysis Complete' / 'AI insights have been updated successfully.' (spec §7, §8). */
export function useAnalyzeEmployee(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => analyzeEmployee(id),
    onSuccess: (insight) => {
      queryClient.setQueryData(insightQueryKey(id), insight);
      void queryClient.invalidateQueries({ queryKey: teamAnalyticsQueryKey });
      notifySuccess('Analysis Complete', 'AI insights have been updated successfully.');
    },
    onError: (error) => notifyFailure(error, 'Failed to generate AI insights. Please try again.', 'Analysis Failed'),
  });
}
