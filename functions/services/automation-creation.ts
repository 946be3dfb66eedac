import type { Automation, NewAutomation } from '@shared/schemas/automation';
import { automationEntity } from '../data/automations';
import { userEntity } from '../data/users';
import { prepareActionConfig } from '../domain/automations/action-config';
import { ValidationFailed } from '../platform/errors';
import { newId } from '../platform/ids';
import { releasePlanUse, reservePlanUse } from './plan-usage';

/**
 * A new automation within the plan's limit: a slot is reserved first (`plan-usage.ts`: 402 naming the limit and the
 * plan that lifts it when there is none), and released if the automation cannot be written.
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

  const slot = await reservePlanUse(workspaceId, 'automations', now);
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
  try {
    await automationEntity.create({ workspaceId, ...automation });
  } catch (error) {
    await releasePlanUse(slot);
    throw error;
  }
  return automation;
}
