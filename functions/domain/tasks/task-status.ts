import type { TaskStatus } from '@shared/schemas/task';

export interface StatusChange {
  /** The new `completedAt`: set on entering completed, cleared on leaving, `undefined` when it stays as it is. */
  completedAt: string | null | undefined;
  /** The task enters completed with this change: the `task_completed` event is due. */
  entersCompleted: boolean;
}

/**
 * What a status change means for a task's other fields. Completing an already completed task changes nothing
 * (so repeating a request never raises a second `task_completed`); leaving completed clears `completedAt`.
 */
export function planStatusChange(from: TaskStatus | undefined, to: TaskStatus | undefined, now: Date): StatusChange {
  if (to === undefined || to === from) return { completedAt: undefined, entersCompleted: false };
  if (to === 'completed') return { completedAt: now.toISOString(), entersCompleted: true };
  return { completedAt: from === 'completed' ? null : undefined, entersCompleted: false };
}
