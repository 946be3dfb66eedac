import { AUTOMATION_EFFECTS } from '@shared/api/route-effects';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Completing a task publishes `task_completed` (and a sync may publish `new_lead`, `meeting_scheduled`,
 * `invoice_paid`); automations then run in the background (locally within a few hundred milliseconds) and may add
 * follow-up tasks, runs and outbox messages. Cached data never goes stale (spec §9), so after a completion or a sync
 * what automations touch (`AUTOMATION_EFFECTS`) is marked stale a few times over the next seconds: what is on screen
 * is read again, the rest the next time it is shown. Bounded: no polling beyond that.
 */
export const AUTOMATION_REFRESH_DELAYS_MS = [200, 600, 1500, 3000] as const;

export function refreshAfterAutomations(queryClient: QueryClient): void {
  const touched = new Set<unknown>(AUTOMATION_EFFECTS);
  for (const delay of AUTOMATION_REFRESH_DELAYS_MS) {
    setTimeout(() => void queryClient.invalidateQueries({ predicate: (q) => touched.has(q.queryKey[0]) }), delay);
  }
}
