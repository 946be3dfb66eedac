import * as api from '@shared/api/contracts/automations';
import { planFor } from '@shared/catalog/plans';
import { releaseAutomationSlot, reserveAutomationSlot } from '../../data/automation-quota';
import { type AutomationRecord, putNewAutomation, toAutomationView } from '../../data/automations';
import { newId } from '../../data/ids';
import { getUser } from '../../data/users';
import { getWorkspace } from '../../data/workspaces';
import { prepareActionConfig } from '../../domain/automations/action-config';
import { PlanLimitReached, ValidationFailed } from '../../platform/errors';
import { defineHandler } from '../../platform/http/define-handler';

/** `POST /api/automations`: 201 with the automation (active unless the body says otherwise). */
export const handler = defineHandler(api.createAutomation, async ({ body, session }) => {
  const [user, workspace] = await Promise.all([getUser(session.userId), getWorkspace(session.workspaceId)]);
  const prepared = prepareActionConfig(body.actionType, body.triggerType, body.actionConfig, user?.email ?? null);
  if (prepared.problem) {
    throw new ValidationFailed(`Validation error: ${prepared.problem}`, [
      { path: 'actionConfig', message: prepared.problem },
    ]);
  }

  const plan = planFor(workspace?.subscriptionTier ?? 'starter');
  if (!(await reserveAutomationSlot(session.workspaceId, plan.limits.automations))) {
    throw new PlanLimitReached(
      `The ${plan.name} plan allows ${plan.limits.automations} automations; delete one or upgrade your plan to add more`,
    );
  }
  const now = new Date().toISOString();
  const automation: AutomationRecord = {
    id: newId(),
    workspaceId: session.workspaceId,
    name: body.name,
    description: body.description,
    isActive: body.isActive,
    triggerType: body.triggerType,
    actionType: body.actionType,
    actionConfig: prepared.config,
    createdByUserId: session.userId,
    createdAt: now,
    updatedAt: now,
    runCount: 0,
    lastRunAt: null,
    lastRunStatus: null,
  };
  try {
    await putNewAutomation(automation);
  } catch (error) {
    await releaseAutomationSlot(session.workspaceId);
    throw error;
  }
  return toAutomationView(automation);
});
