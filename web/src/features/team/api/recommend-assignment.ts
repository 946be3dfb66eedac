import { buildPath, routeById } from '@shared/api/routes';
import type { TaskRecommendation } from '@shared/schemas/recommendation';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, readJson } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/mutation-toasts';

export async function recommendAssignment(taskId: string): Promise<TaskRecommendation[]> {
  return readJson<TaskRecommendation[]>(
    await apiRequest('POST', buildPath(routeById('recommendAssignment').path), { taskId }),
  );
}

/** {taskId} → ranked recommendations, best first; failure: 'Analysis Failed: Failed to generate recommendations…' (spec §8). */
export function useRecommendAssignment() {
  return useMutation({
    mutationFn: recommendAssignment,
    onError: (error) =>
      notifyFailure(error, 'Failed to generate recommendations. Please try again.', 'Analysis Failed'),
  });
}
