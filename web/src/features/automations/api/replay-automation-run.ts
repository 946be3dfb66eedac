import type { ReplayFrom } from '@shared/schemas/automation';
import { callRoute } from '../../../lib/api-route';
import { useRouteMutation } from '../../../lib/route-mutation';

/** POST /api/automations/runs/{id}/replay {from}: the new run, queued (its page follows it). */
export function useReplayAutomationRun(runId: string) {
  return useRouteMutation('replayAutomationRun', {
    mutationFn: (from: ReplayFrom) => callRoute('replayAutomationRun', { params: { id: runId }, body: { from } }),
  });
}

/** POST /api/automations/{id}/runs/replay-failed: the failed runs' replays, queued. */
export function useReplayFailedRuns(automationId: string) {
  return useRouteMutation('replayFailedAutomationRuns', {
    mutationFn: () => callRoute('replayFailedAutomationRuns', { params: { id: automationId } }),
  });
}
