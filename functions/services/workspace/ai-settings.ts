import { hasPlanFeature, planFeatureRefusal } from '@shared/billing/plan-features';
import { DEFAULT_PLAN_TIER } from '@shared/catalog/plans';
import { type AiGuidance, type AiSettings, type AiSettingsChanges, NO_GUIDANCE } from '@shared/schemas/ai-settings';
import { aiGuidanceEntity } from '../../data/workspace/ai-guidance';
import { workspaceEntity } from '../../data/workspace/workspaces';
import { changedFields } from '../../domain/audit/changes';
import { guidanceSection } from '../../domain/workspace/ai-settings';
import type { AiChatMessage, AiClient } from '../../platform/ai/ai-client';
import { aiClient } from '../../platform/ai/ai-provider';
import { getItems } from '../../platform/dynamodb/entity';
import { NotFound, PlanFeatureMissing } from '../../platform/errors';
import { recordAudit } from '../audit/audit-log';
import { forgetAuthUser } from '../auth/accounts';

/**
 * The workspace's AI settings: the switch (every plan) and the guidance (instructions, glossary, goals: the plan with
 * 'Custom AI training'). Every AI feature asks `workspaceAi` for its model instead of the process-wide client, so a
 * workspace that turned AI off calls no model, whichever screen or job asks.
 */

async function readItems(workspaceId: string) {
  const [workspaceItem, guidanceItem] = await getItems([
    workspaceEntity.keyOf({ workspaceId }),
    aiGuidanceEntity.keyOf({ workspaceId }),
  ]);
  return { workspace: workspaceEntity.fromItem(workspaceItem), guidance: aiGuidanceEntity.fromItem(guidanceItem) };
}

async function readSettings(workspaceId: string) {
  const { workspace, guidance } = await readItems(workspaceId);
  if (!workspace) throw new NotFound('Workspace not found');
  return { workspace, guidance };
}

const guidanceOf = (stored: AiGuidance | undefined): AiGuidance =>
  stored ? { instructions: stored.instructions, glossary: stored.glossary, goals: stored.goals } : NO_GUIDANCE;

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
  const changed = changedFields(before, after);
  if (Object.keys(changed).length > 0) {
    await recordAudit(workspaceId, {
      action: 'settings.changed',
      target: { type: 'settings', id: 'ai', label: 'AI settings' },
      changes: changed,
    });
  }
  return after;
}

/** What an AI feature of the workspace works with. */
export interface WorkspaceAi {
  /** The model to call; `undefined` when none is configured or the workspace turned AI off (built-in engines only). */
  client: AiClient | undefined;
  enabled: boolean;
  /** The workspace's guidance while its plan includes it; none otherwise (a downgrade stops applying it). */
  guidance: AiGuidance;
}

export async function workspaceAi(workspaceId: string): Promise<WorkspaceAi> {
  const { workspace, guidance } = await readItems(workspaceId);
  // Jobs may run for a workspace whose item is being deleted: AI on, no guidance, as a new workspace has.
  const enabled = workspace?.aiEnabled ?? true;
  const trained = hasPlanFeature(workspace?.subscriptionTier ?? DEFAULT_PLAN_TIER, 'aiTraining');
  const applied = trained ? guidanceOf(guidance) : NO_GUIDANCE;
  const client = enabled ? await aiClient() : undefined;
  return { client: client && withGuidance(client, applied), enabled, guidance: applied };
}

/**
 * Every call of `client` with the workspace's guidance added to its system message (or as one, when a call has
 * none): each AI feature's prompt stays its own, and none can forget the guidance.
 */
export function withGuidance(client: AiClient, guidance: AiGuidance): AiClient {
  const section = guidanceSection(guidance);
  if (!section) return client;
  const guided = <M extends AiChatMessage>(messages: readonly M[]): M[] => {
    const first = messages[0];
    if (first?.role === 'system' && typeof first.content === 'string') {
      return [{ ...first, content: `${first.content}\n\n${section}` }, ...messages.slice(1)];
    }
    return [{ role: 'system', content: section } as M, ...messages];
  };
  return {
    provider: client.provider,
    model: client.model,
    completeText: (messages, options) => client.completeText(guided(messages), options),
    completeJson: (schema, messages, options) => client.completeJson(schema, guided(messages), options),
    chatWithTools: (messages, tools, options) => client.chatWithTools(guided(messages), tools, options),
  };
}
