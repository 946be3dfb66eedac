import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { notifyFailure } from '../../../lib/mutation-toasts';

export const recommendAssignment = (taskId: string) => callRoute('recommendAssignment', { body: { taskId } });

/** {taskId} → ranked recommendations, best first; failure: 'Analysis Failed: Failed to generate recommendations…' (spec §8). */
export function useRecommendAssignment() {
  return useMutation({
    mutationFn: recommendAssignment,
    onError: (error) =>
      notifyFailure(error, 'Failed to generate recommendations. Please try again.', 'Analysis Failed'),
  });
}
