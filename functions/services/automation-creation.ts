import { DEFAULT_PLAN_TIER, planFor } from '@shared/catalog/plans';
import type { Automation, NewAutomation } from '@shared/schemas/automation';
import { automationEntity, releaseAutomationSlot, reserveAutomationSlot } from '../data/automations';
import { userEntity } from '../data/users';
import { workspaceEntity } from '../data/workspaces';
import { prepareActionConfig } from '../domain/automations/action-config';
import { PlanLimitReached, ValidationFailed } from '../platform/errors';
import { newId } from '../platform/ids';

/**
 * A new automation within the plan's limit: a slot is reserved on the workspace's counter first (402 naming the
 * limit when there is none), and released if the automation cannot be written.
 */
export async function createAutomation(
  workspaceId: string,
  userId: string,
  input: NewAutomation,
  now = new Date(),
): Promise<Automation> {
  const [user, workspace] = await Promise.all([userEntity.get({ id: userId }), workspaceEntity.get({ workspaceId })]);
  const prepared = prepareActionConfig(input.actionType, input.triggerType, input.actionConfig, user?.email ?? null);
  if (prepared.problem) {
    throw new ValidationFailed(`Validation error: ${prepared.problem}`, [
      { path: 'actionConfig', message: prepared.problem },
    ]);
  }

  const plan = planFor(workspace?.subscriptionTier ?? DEFAULT_PLAN_TIER);
  if (!(await reserveAutomationSlot(workspaceId, plan.limits.automations))) {
    throw new PlanLimitReached(
      `The ${plan.name} plan allows ${plan.limits.automations} automations; delete one or upgrade your plan to add more`,
    );
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
  try {
    await automationEntity.create({ workspaceId, ...automation });
  } catch (error) {
    await releaseAutomationSlot(workspaceId);
    throw error;
  }
  return automation;
}
