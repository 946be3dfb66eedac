import { buildPath, routeById } from '@shared/api/routes';
import type { EmployeeInsight } from '@shared/schemas/insight';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '../../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { insightQueryKey } from './get-insight';

export async function analyzeTeam(): Promise<EmployeeInsight[]> {
  return readJson<EmployeeInsight[]>(await apiRequest('POST', buildPath(routeById('analyzeTeam').path)));
}

/** Refreshes every employee's insight; 'Team Analysis Complete' or 'Analysis Failed: Failed to analyze team…' (spec §8). */
export function useAnalyzeTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeTeam,
    onSuccess: (insights) => {
      for (const insight of insights) queryClient.setQueryData(insightQueryKey(insight.employeeId), insight);
      notifySuccess(
        'Team Analysis Complete',
        `${insights.length} team member${insights.length === 1 ? '' : 's'} analyzed.`,
      );
    },
    onError: (error) => notifyFailure(error, 'Failed to analyze team. Please try again.', 'Analysis Failed'),
  });
}
