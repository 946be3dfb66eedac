import { type Automation, type AutomationRunStatus, automationSchema } from '@shared/schemas/automation';
import type { BusinessEventType } from '@shared/schemas/business-event-type';
import * as z from 'zod';
import { defineEntity, inWorkspace } from '../platform/dynamodb/entity';

/**
 * Automations: `WS#<workspaceId>` / `AUTOMATION#<ulid>`. The runner reads the workspace's automations with one
 * strongly consistent Query and filters on trigger and `isActive`, so switching an automation off takes effect for
 * the very next event (a sparse GSI would be eventually consistent). A workspace holds at most a few dozen.
 */
export const automationEntity = defineEntity({
  type: 'Automation',
  schema: automationSchema,
  partitionKey: inWorkspace,
  sortKey: 'AUTOMATION#{id}',
});

/**
 * How many automations a workspace has, kept with `ADD` on one counter item so the plan's limit holds under
 * concurrent creates without a transaction: a slot is reserved (conditional ADD) before the automation is written,
 * and released if the write fails or on delete.
 */
const automationCounterEntity = defineEntity({
  type: 'Counter',
  schema: z.object({ count: z.number() }),
  partitionKey: inWorkspace,
  sortKey: 'COUNTER#AUTOMATIONS',
});

/** Reserves one slot; `false` when the workspace already has `limit` automations. `null` means unlimited. */
export async function reserveAutomationSlot(workspaceId: string, limit: number | null): Promise<boolean> {
  const withinLimit =
    limit === null
      ? undefined
      : {
          expression: 'attribute_not_exists(#count) OR #count < :limit',
          names: { '#count': 'count' },
          values: { ':limit': limit },
        };
  const counter = await automationCounterEntity.update(
    { workspaceId },
    {},
    { add: { count: 1 }, upsert: true, condition: withinLimit },
  );
  return counter !== undefined;
}

export async function releaseAutomationSlot(workspaceId: string): Promise<void> {
  await automationCounterEntity.update(
    { workspaceId },
    {},
    {
      add: { count: -1 },
      condition: { expression: '#count > :zero', names: { '#count': 'count' }, values: { ':zero': 0 } },
    },
  );
}

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
