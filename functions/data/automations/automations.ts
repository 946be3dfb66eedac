import { type Automation, type AutomationRunStatus, automationSchema } from '@shared/schemas/automation';
import type { BusinessEventType } from '@shared/schemas/business-event-type';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * Automations: `WS#<workspaceId>` / `AUTOMATION#<ulid>`. The runner reads the workspace's automations with one
 * strongly consistent Query and filters on trigger and `isActive`, so switching an automation off takes effect for
 * the very next event (a sparse GSI would be eventually consistent). A workspace holds at most a few dozen.
 */
export const automationEntity = defineWorkspaceEntity('Automation', automationSchema, 'AUTOMATION#{id}');

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
