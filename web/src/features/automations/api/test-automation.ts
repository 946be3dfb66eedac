import { callRoute } from '../../../lib/api-route';
import { useRouteMutation } from '../../../lib/route-mutation';

/** POST /api/automations/{id}/test {sampleEvent?}: each step's dry-run outcome; nothing is sent or written. */
export function useTestAutomation(id: string) {
  return useRouteMutation('testAutomation', {
    mutationFn: (sampleEvent: Record<string, unknown> | undefined) =>
      callRoute('testAutomation', { params: { id }, body: sampleEvent ? { sampleEvent } : {} }),
  });
}
