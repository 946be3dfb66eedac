import type { StepRun } from '@shared/schemas/automation';

/** A step run before its first attempt (or started again from scratch): no outcome, no attempts, no times. */
export const untried = {
  output: null,
  error: null,
  attempts: 0,
  durationMs: null,
  startedAt: null,
  finishedAt: null,
  nextAttemptAt: null,
} as const satisfies Partial<StepRun>;
