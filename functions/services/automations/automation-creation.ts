import { type Automation, keptTriggerConfig, type NewAutomation, stepsFromAction } from '@shared/schemas/automation';
import { automationEntity, type StoredAutomation } from '../../data/automations/automations';
import { newId } from '../../platform/ids';
import { recordAudit } from '../audit/audit-log';
import { automationTarget } from '../audit/audit-targets';
import { withinPlan } from '../billing/plan-usage';
import { savedActionConfig, savedSteps } from './action-settings';
import { sealedHookTokenFor } from './automation-hook';
import { firstAction, toAutomation } from './automation-view';
import { registerEarlierFollowUpsFor } from './note-follow-up-backfill';
import { keepScheduleRegistered } from './scheduled-triggers';

/**
 * A new automation within the plan's limit (`billing/plan-usage.ts`: 402 naming the limit and the plan that lifts it
 * when there is no slot left; the slot is given back if the automation cannot be written).
 */
export async function createAutomation(
  workspaceId: string,
  userId: string,
  input: NewAutomation,
  now = new Date(),
): Promise<Automation> {
  // Without steps, today's one action (its settings checked as today, messages included), as the one step.
  const steps = input.steps
    ? await savedSteps(userId, input.triggerType, input.steps)
    : stepsFromAction(
        input.actionType,
        await savedActionConfig(userId, input.actionType, input.triggerType, input.actionConfig),
      );

  const id = newId();
  const automation: StoredAutomation = {
    id,
    name: input.name,
    description: input.description,
    isActive: input.isActive,
    triggerType: input.triggerType,
    triggerConfig: keptTriggerConfig(input.triggerType, input.triggerConfig),
    ...firstAction(steps),
    steps,
    sealedHookToken: await sealedHookTokenFor(workspaceId, {
      id,
      triggerType: input.triggerType,
      sealedHookToken: null,
    }),
    failedRunsInARow: 0,
    pausedReason: null,
    createdByUserId: userId,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    runCount: 0,
    lastRunAt: null,
    lastRunStatus: null,
  };
  await withinPlan(workspaceId, 'automations', () => automationEntity.create({ workspaceId, ...automation }), now);
  await keepScheduleRegistered(workspaceId, automation, automation.id, now);
  await registerEarlierFollowUpsFor(workspaceId, [automation], now);
  await recordAudit(workspaceId, { action: 'automation.created', target: automationTarget(automation) });
  return toAutomation(workspaceId, automation);
}
