import * as z from '@shared/zod';
import { defineEntity } from '../../platform/dynamodb/entity';

/**
 * Runs parked until a due time (a delay step, or a step waiting for its next retry): `AUTOMATION_DUE` /
 * `<dueAt>#<workspaceId>#<runId>`, one partition for every workspace so the every-minute job reads what is due with one
 * range Query (the sort key starts with the ISO time, which sorts as time). A run has at most one due item at a time;
 * the job deletes it before resuming the run, and only the job whose delete removed it resumes (two overlapping ticks
 * never resume one run twice). Few runs are parked at once, so one partition carries them.
 */
export const dueRunEntity = defineEntity({
  type: 'AutomationDueRun',
  schema: z.object({
    dueAt: z.string(),
    workspaceId: z.string(),
    runId: z.string(),
    automationId: z.string(),
    eventId: z.string(),
  }),
  partitionKey: 'AUTOMATION_DUE',
  sortKey: '{dueAt}#{workspaceId}#{runId}',
});
export type DueRun = z.infer<typeof dueRunEntity.schema>;

export async function parkRun(due: DueRun): Promise<void> {
  await dueRunEntity.put(due);
}

/** The parked runs due at `now` or before, oldest first (at most `max`). */
export function dueRuns(now: Date, max: number): Promise<DueRun[]> {
  return dueRunEntity.queryAll({}, { to: { dueAt: now.toISOString() }, max });
}

/** Removes the due item; `false` when another tick took it first. */
export function takeDueRun(due: DueRun): Promise<boolean> {
  return dueRunEntity.delete(due);
}
