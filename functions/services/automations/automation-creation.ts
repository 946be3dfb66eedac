import type { Automation, NewAutomation } from '@shared/schemas/automation';
import { automationEntity } from '../../data/automations/automations';
import { newId } from '../../platform/ids';
import { recordAudit } from '../audit/audit-log';
import { automationTarget } from '../audit/audit-targets';
import { withinPlan } from '../billing/plan-usage';
import { savedActionConfig } from './action-settings';

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
  const actionConfig = await savedActionConfig(userId, input.actionType, input.triggerType, input.actionConfig);

  const automation: Automation = {
    id: newId(),
    name: input.name,
    description: input.description,
    isActive: input.isActive,
    triggerType: input.triggerType,
    actionType: input.actionType,
    actionConfig,
    createdByUserId: userId,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    runCount: 0,
    lastRunAt: null,
    lastRunStatus: null,
  };
  await withinPlan(workspaceId, 'automations', () => automationEntity.create({ workspaceId, ...automation }), now);
  await recordAudit(workspaceId, { action: 'automation.created', target: automationTarget(automation) });
  return automation;
}
