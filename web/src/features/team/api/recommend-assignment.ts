import { callRoute } from '../../../lib/api-route';
import { notifyFailure } from '../../../lib/mutation-toasts';
import { useRouteMutation } from '../../../lib/route-mutation';

export const recommendAssignment = (taskId: string) => callRoute('recommendAssignment', { body: { taskId } });

/** {taskId} → ranked recommendations, best first; failure: 'Analysis Failed: Failed to generate recommendations…' (spec §8). */
export function useRecommendAssignment() {
  return useRouteMutation('recommendAssignment', {
    mutationFn: recommendAssignment,
    onError: (error) =>
      notifyFailure(error, 'Failed to generate recommendations. Please try again.', 'Analysis Failed'),
  });
}
