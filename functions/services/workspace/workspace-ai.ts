import { hasPlanFeature } from '@shared/billing/plan-features';
import { NO_GUIDANCE } from '@shared/catalog/ai-settings';
import { DEFAULT_PLAN_TIER } from '@shared/catalog/plans';
import type { AiGuidance } from '@shared/schemas/ai-settings';
import { aiGuidanceEntity } from '../../data/workspace/ai-guidance';
import { type WorkspaceRecord, workspaceEntity } from '../../data/workspace/workspaces';
import { guidanceSection, productSection } from '../../domain/workspace/ai-settings';
import type { AiChatMessage, AiClient } from '../../platform/ai/ai-client';
import { aiClient } from '../../platform/ai/ai-provider';
import { productNameOf } from '../branding/white-label-name';
import { guidanceOf, readAiItems } from './ai-settings-items';

/**
 * The AI a workspace's features work with: every AI feature asks `workspaceAi` for its model instead of the
 * process-wide client, so a workspace that turned AI off calls no model, whichever screen or job asks, and every
 * call carries the workspace's guidance and the product's name as its people see it (none of BizPilot's when it is
 * white-labelled). Apart from the settings' service, so the features carry none of its code.
 */

/** What an AI feature of the workspace works with. */
export interface WorkspaceAi {
  /** The model to call; `undefined` when none is configured or the workspace turned AI off (built-in engines only). */
  client: AiClient | undefined;
  enabled: boolean;
  /** The workspace's guidance while its plan includes it; none otherwise (a downgrade stops applying it). */
  guidance: AiGuidance;
}

/**
 * Given the workspace's item when the request has read it already (the route's AI gate), only the guidance is read,
 * and only on a plan that applies it.
 */
export async function workspaceAi(workspaceId: string, known?: WorkspaceRecord): Promise<WorkspaceAi> {
  const { workspace, guidance } = known
    ? { workspace: known, guidance: trainedOn(known) ? await aiGuidanceEntity.get({ workspaceId }) : undefined }
    : await readAiItems(workspaceId);
  // Jobs may run for a workspace whose item is being deleted: AI on, no guidance, as a new workspace has.
  const enabled = workspace?.aiEnabled ?? true;
  const applied = appliedGuidance(workspace, guidance);
  const client = enabled ? await aiClient() : undefined;
  return { client: client && (await inWorkspace(client, workspaceId, applied)), enabled, guidance: applied };
}

/**
 * `workspaceAi`'s model, for a feature that uses nothing else of it. Nothing is read when no model is configured;
 * otherwise the workspace's item, unless the request read it already (the route's AI gate), and the guidance only on
 * a plan that applies it (`workspaceAi`'s one batch read of both costs a unit whatever the plan).
 */
export async function workspaceModel(workspaceId: string, known?: WorkspaceRecord): Promise<AiClient | undefined> {
  const client = await aiClient();
  if (!client) return undefined;
  const workspace = known ?? (await workspaceEntity.get({ workspaceId }));
  // Jobs may run for a workspace whose item is being deleted: AI on, no guidance, as a new workspace has.
  if (workspace?.aiEnabled === false) return undefined;
  const guidance = trainedOn(workspace) ? await aiGuidanceEntity.get({ workspaceId }) : undefined;
  return inWorkspace(client, workspaceId, appliedGuidance(workspace, guidance));
}

/** The model with the workspace's context; its branding is read only here, when there is a model to tell. */
async function inWorkspace(client: AiClient, workspaceId: string, guidance: AiGuidance): Promise<AiClient> {
  return withGuidance(client, guidance, await productNameOf(workspaceId));
}

/** The workspace's guidance while its plan includes it; none otherwise (a downgrade stops applying it). */
function appliedGuidance(workspace: WorkspaceRecord | undefined, guidance: AiGuidance | undefined): AiGuidance {
  return trainedOn(workspace) ? guidanceOf(guidance) : NO_GUIDANCE;
}

const trainedOn = (workspace: WorkspaceRecord | undefined) =>
  hasPlanFeature(workspace?.subscriptionTier ?? DEFAULT_PLAN_TIER, 'aiTraining');

/**
 * Every call of `client` with the product's name and the workspace's guidance added to its system message (or as
 * one, when a call has none): each AI feature's prompt stays its own, and none can forget either.
 */
export function withGuidance(client: AiClient, guidance: AiGuidance, productName: string | null): AiClient {
  const section = [productSection(productName), guidanceSection(guidance)].filter(Boolean).join('\n\n');
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
