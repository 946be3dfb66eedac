import { hasPlanFeature, planFeatureRefusal } from '@shared/billing/plan-features';
import { DEFAULT_PLAN_TIER } from '@shared/catalog/plans';
import type { AiSettings, AiSettingsChanges } from '@shared/schemas/ai-settings';
import { aiGuidanceEntity } from '../../data/workspace/ai-guidance';
import { workspaceEntity } from '../../data/workspace/workspaces';
import { changedFields } from '../../domain/audit/changes';
import { NotFound, PlanFeatureMissing } from '../../platform/errors';
import { forgetAuthUser } from '../auth/accounts';
import { guidanceOf, readAiItems } from './ai-settings-items';
import { auditSettingsChange } from './settings-audit';

/**
 * The workspace's AI settings as Settings → AI reads and changes them: the switch (every plan) and the guidance
 * (instructions, glossary, goals: the plan with 'Custom AI training'). What the AI features read is `workspace-ai.ts`.
 */

async function readSettings(workspaceId: string) {
  const { workspace, guidance } = await readAiItems(workspaceId);
  if (!workspace) throw new NotFound('Workspace not found');
  return { workspace, guidance };
}

export async function aiSettingsOf(workspaceId: string): Promise<AiSettings> {
  const { workspace, guidance } = await readSettings(workspaceId);
  return { enabled: workspace.aiEnabled, ...guidanceOf(guidance) };
}

/**
 * Changes what the body names. Guidance needs the plan that sells it (402 naming the plan otherwise, before anything
 * is written); the switch does not.
 */
export async function updateAiSettings(
  { workspaceId, userId }: { workspaceId: string; userId: string },
  changes: AiSettingsChanges,
  now = new Date(),
): Promise<AiSettings> {
  const { workspace, guidance } = await readSettings(workspaceId);
  const before: AiSettings = { enabled: workspace.aiEnabled, ...guidanceOf(guidance) };
  const { enabled, ...guidanceChanges } = changes;
  if (Object.keys(guidanceChanges).length > 0) {
    const tier = workspace.subscriptionTier ?? DEFAULT_PLAN_TIER;
    if (!hasPlanFeature(tier, 'aiTraining')) throw new PlanFeatureMissing(planFeatureRefusal('aiTraining', tier));
    await aiGuidanceEntity.put({
      workspaceId,
      ...guidanceOf(guidance),
      ...guidanceChanges,
      updatedAt: now.toISOString(),
      updatedByUserId: userId,
    });
  }
  if (enabled !== undefined && enabled !== workspace.aiEnabled) {
    await workspaceEntity.update({ workspaceId }, { aiEnabled: enabled });
    // The app reads the switch from the signed-in user's view (other members' views follow within its few seconds).
    forgetAuthUser(userId);
  }
  const after = await aiSettingsOf(workspaceId);
  await auditSettingsChange(workspaceId, { id: 'ai', label: 'AI settings' }, changedFields(before, after));
  return after;
}
