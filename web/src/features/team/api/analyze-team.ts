import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { insightQueryKey } from './get-insight';
import { teamAnalyticsQueryKey } from './get-team-analytics';

export const analyzeTeam = () => callRoute('analyzeTeam');

/** Refreshes every employee's insight; 'Team Analysis Complete' or 'Analysis Failed: Failed to analyze team…' (spec §8). */
export function useAnalyzeTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeTeam,
    onSuccess: (insights) => {
      for (const insight of insights) queryClient.setQueryData(insightQueryKey(insight.employeeId), insight);
      void queryClient.invalidateQueries({ queryKey: teamAnalyticsQueryKey });
      notifySuccess(
        'Team Analysis Complete',
        `${insights.length} team member${insights.length === 1 ? '' : 's'} analyzed.`,
      );
    },
    onError: (error) => notifyFailure(error, 'Failed to analyze team. Please try again.', 'Analysis Failed'),
  });
}
