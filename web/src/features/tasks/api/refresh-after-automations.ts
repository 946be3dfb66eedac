import type { QueryClient } from '@tanstack/react-query';
import { automationsQueryKey } from '../../automations/api/get-automations';
import { outboxQueryKey } from '../../automations/api/get-outbox';
import { tasksQueryKey } from './get-tasks';

/**
 * Completing a task publishes `task_completed` (and a sync may publish `new_lead`, `meeting_scheduled`,
 * `invoice_paid`); automations then run in the background (locally within a few hundred milliseconds) and may add
 * follow-up tasks, runs and outbox messages. Cached data never goes stale (spec §9), so after a completion or a sync
 * the task list is refetched a few times over the next seconds, and everything
 * automations touch is marked for refetch the next time it is shown. Bounded: no polling beyond that.
 */
export const AUTOMATION_REFRESH_DELAYS_MS = [200, 600, 1500, 3000] as const;

export function refreshAfterAutomations(queryClient: QueryClient): void {
  for (const delay of AUTOMATION_REFRESH_DELAYS_MS) {
    setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: tasksQueryKey });
      // Prefix keys: the automations list, every automation's runs, and the outbox.
      void queryClient.invalidateQueries({ queryKey: automationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: outboxQueryKey });
    }, delay);
  }
}
