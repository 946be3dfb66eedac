import { callRoute } from '../../../lib/api-route';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { useRouteMutation } from '../../../lib/route-mutation';
import { insightQueryKey } from './get-insight';

export const analyzeEmployee = (id: string) => callRoute('analyzeEmployee', { params: { id } });

/** No body; refresh insights; 'Analysis Complete' / 'AI insights have been updated successfully.' (spec §7, §8). */
export function useAnalyzeEmployee(id: string) {
  return useRouteMutation('analyzeEmployee', {
    mutationFn: () => analyzeEmployee(id),
    onSuccess: (insight, _variables, _context, { client }) => {
      client.setQueryData(insightQueryKey(id), insight);
      notifySuccess('Analysis Complete', 'AI insights have been updated successfully.');
    },
    onError: (error) => notifyFailure(error, 'Failed to generate AI insights. Please try again.', 'Analysis Failed'),
  });
}
