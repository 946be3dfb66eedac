import {
  type AutomationRunStatus,
  automationSchema,
  stepsFromAction,
  type TriggerType,
} from '@shared/schemas/automation';
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

/** The active automations of the workspace with this trigger, as of now (for the runner). */
export function listActiveAutomationsFor(workspaceId: string, trigger: TriggerType): Promise<StoredAutomation[]> {
  return automationEntity.queryAll(
    { workspaceId },
    { consistent: true, where: { isActive: true, triggerType: trigger } },
  );
}

/** Counts a finished run on the automation (for its card); nothing if it was deleted meanwhile. */
export async function recordAutomationRun(
  workspaceId: string,
  automationId: string,
  status: AutomationRunStatus,
  at: string,
): Promise<void> {
  await automationEntity.update(
    { workspaceId, id: automationId },
    { lastRunAt: at, lastRunStatus: status },
    { add: { runCount: 1 } },
  );
}
