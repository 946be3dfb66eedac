import { type AutomationRunStatus, automationSchema, stepsFromAction } from '@shared/schemas/automation';
import { nullableString } from '@shared/schemas/nullable';
import * as z from '@shared/zod';
import { defineWorkspaceEntity, storedVersion } from '../../platform/dynamodb/entity';

/**
 * The stored shape, v1: the API's fields as of v1, picked, so that a field the API adds is neither stored nor
 * required of stored items until a new stored version says how old items get it (functions/data/README.md).
 */
export const storedAutomationV1 = z.pick(automationSchema, {
  id: true,
  name: true,
  description: true,
  isActive: true,
  triggerType: true,
  actionType: true,
  actionConfig: true,
  createdByUserId: true,
  createdAt: true,
  updatedAt: true,
  runCount: true,
  lastRunAt: true,
  lastRunStatus: true,
});

/**
 * v2 (issue 33): the steps (a v1 automation is its one action step), the trigger's settings, a webhook trigger's
 * secret token (sealed with the credentials key, so the answer can carry its URL and a table dump cannot post to it),
 * the count of failed runs in a row and why the automation paused itself. `actionType`/`actionConfig` stay stored as
 * the first action step's, so what reads them (the runner's filter, the assistant) keeps working.
 */
export const storedAutomationV2 = z.extend(storedAutomationV1, {
  ...z.pick(automationSchema, { triggerConfig: true, steps: true }).shape,
  sealedHookToken: nullableString,
  failedRunsInARow: z.number(),
  pausedReason: nullableString,
});
export type StoredAutomation = z.infer<typeof storedAutomationV2>;

/**
 * Automations: `WS#<workspaceId>` / `AUTOMATION#<ulid>`. The runner reads the workspace's automations with one
 * strongly consistent Query and filters on trigger and `isActive`, so switching an automation off takes effect for
 * the very next event (a sparse GSI would be eventually consistent). A workspace holds at most a few dozen.
 */
export const automationEntity = defineWorkspaceEntity('Automation', storedAutomationV2, 'AUTOMATION#{id}', {
  versions: {
    1: storedVersion(storedAutomationV1, (automation) => ({
      ...automation,
      triggerConfig: null,
      steps: stepsFromAction(automation.actionType, automation.actionConfig),
      sealedHookToken: null,
      failedRunsInARow: 0,
      pausedReason: null,
    })),
  },
});

/**
 * The active automations of the workspace, as of now (for the runner, which picks those on the event's trigger). All
 * of them, not only the event's trigger: a Query's filter is paid for in the items it reads, not those it returns, so
 * the runner sees the workspace's follow-up automation (`note-follow-up-backfill.ts`) at no extra read.
 */
export function listActiveAutomations(workspaceId: string): Promise<StoredAutomation[]> {
  return automationEntity.queryAll({ workspaceId }, { consistent: true, where: { isActive: true } });
}

/** Failed runs in a row after which an automation switches itself off (issue 33). */
export const PAUSE_AFTER_FAILED_RUNS = 10;

export const pausedAfterFailuresReason = (count: number) =>
  `Paused after ${count} failed runs in a row. Check the last run's error, fix the automation, then switch it back on.`;

/**
 * Counts a finished run on the automation (for its card) and its failed runs in a row; the run that makes it
 * `PAUSE_AFTER_FAILED_RUNS` switches it off and says why (so a broken automation stops failing for every event).
 * Nothing if it was deleted meanwhile. Answers why it paused when this run paused it, else null.
 */
export async function recordAutomationRun(
  workspaceId: string,
  automationId: string,
  status: AutomationRunStatus,
  at: string,
): Promise<string | null> {
  const key = { workspaceId, id: automationId };
  const failed = status === 'failed';
  const updated = await automationEntity.update(
    key,
    { lastRunAt: at, lastRunStatus: status, ...(failed ? {} : { failedRunsInARow: 0 }) },
    { add: { runCount: 1, ...(failed ? { failedRunsInARow: 1 } : {}) } },
  );
  if (!updated?.isActive || updated.failedRunsInARow < PAUSE_AFTER_FAILED_RUNS) return null;
  const pausedReason = pausedAfterFailuresReason(updated.failedRunsInARow);
  const paused = await automationEntity.update(key, { isActive: false, pausedReason }, { if: { isActive: true } });
  return paused ? pausedReason : null;
}
