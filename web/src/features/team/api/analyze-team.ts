import { callRoute } from '../../../lib/api-route';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { useRouteMutation } from '../../../lib/route-mutation';
import { insightQueryKey } from './get-insight';

export const analyzeTeam = () => callRoute('analyzeTeam');

/** Refreshes every employee's insight; 'Team Analysis Complete' or 'Analysis Failed: Failed to analyze team…' (spec §8). */
export function useAnalyzeTeam() {
  return useRouteMutation('analyzeTeam', {
    mutationFn: analyzeTeam,
    onSuccess: (insights, _variables, _context, { client }) => {
      for (const insight of insights) client.setQueryData(insightQueryKey(insight.employeeId), insight);
      notifySuccess(
        'Team Analysis Complete',
        `${insights.length} team member${insights.length === 1 ? '' : 's'} analyzed.`,
      );
    },
    onError: (error) => notifyFailure(error, 'Failed to analyze team. Please try again.', 'Analysis Failed'),
  });
}
