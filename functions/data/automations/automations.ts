import { type Automation, type AutomationRunStatus, automationSchema } from '@shared/schemas/automation';
import type { BusinessEventType } from '@shared/schemas/business-event-type';
import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

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
 * Automations: `WS#<workspaceId>` / `AUTOMATION#<ulid>`. The runner reads the workspace's automations with one
 * strongly consistent Query and filters on trigger and `isActive`, so switching an automation off takes effect for
 * the very next event (a sparse GSI would be eventually consistent). A workspace holds at most a few dozen.
 */
export const automationEntity = defineWorkspaceEntity('Automation', storedAutomationV1, 'AUTOMATION#{id}');

/** The active automations of the workspace with this trigger, as of now (for the runner). */
export function listActiveAutomationsFor(workspaceId: string, trigger: BusinessEventType): Promise<Automation[]> {
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
