import type { Automation, NewAutomation } from '@shared/schemas/automation';
import { userEntity } from '../../data/auth/users';
import { automationEntity } from '../../data/automations/automations';
import { prepareActionConfig } from '../../domain/automations/action-config';
import { ValidationFailed } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { withinPlan } from '../billing/plan-usage';

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
  const user = await userEntity.get({ id: userId });
  const prepared = prepareActionConfig(input.actionType, input.triggerType, input.actionConfig, user?.email ?? null);
  if (prepared.problem) {
    throw new ValidationFailed(`Validation error: ${prepared.problem}`, [
      { path: 'actionConfig', message: prepared.problem },
    ]);
  }

  const automation: Automation = {
    id: newId(),
    name: input.name,
    description: input.description,
    isActive: input.isActive,
    triggerType: input.triggerType,
    actionType: input.actionType,
    actionConfig: prepared.config,
    createdByUserId: userId,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    runCount: 0,
    lastRunAt: null,
    lastRunStatus: null,
  };
  await withinPlan(workspaceId, 'automations', () => automationEntity.create({ workspaceId, ...automation }), now);
  return automation;
}
