import { NO_GUIDANCE } from '@shared/catalog/ai-settings';
import type { AiGuidance } from '@shared/schemas/ai-settings';
import { aiGuidanceEntity } from '../../data/workspace/ai-guidance';
import { workspaceEntity } from '../../data/workspace/workspaces';
import { getItems } from '../../platform/dynamodb/entity';

/**
 * The two items behind a workspace's AI settings, in one read: the workspace (its AI switch and plan) and its
 * guidance. Shared by the settings screen's service and the AI features' `workspaceAi`, and apart from both, so the
 * settings' routes carry no model client and the features no settings writer.
 */
export async function readAiItems(workspaceId: string) {
  const [workspaceItem, guidanceItem] = await getItems([
    workspaceEntity.keyOf({ workspaceId }),
    aiGuidanceEntity.keyOf({ workspaceId }),
  ]);
  return { workspace: workspaceEntity.fromItem(workspaceItem), guidance: aiGuidanceEntity.fromItem(guidanceItem) };
}

export const guidanceOf = (stored: AiGuidance | undefined): AiGuidance =>
  stored ? { instructions: stored.instructions, glossary: stored.glossary, goals: stored.goals } : NO_GUIDANCE;
