import type { Role } from '@shared/access/roles';
import { displayName } from '@shared/format/user-display';
import type { ChatMessage, SendChatMessageResponse } from '@shared/schemas/assistant';
import {
  CHAT_ACTION_RETENTION_SECONDS,
  chatActionEntity,
  type StoredChatAction,
} from '../../data/assistant/assistant-actions';
import { chatMessageEntity, type StoredChatMessage } from '../../data/assistant/assistant-messages';
import { userEntity } from '../../data/auth/users';
import { type WorkspaceRecord, workspaceEntity } from '../../data/workspace/workspaces';
import { ACTION_CONFIRM_WINDOW_MS } from '../../domain/assistant/pending-actions';
import type { AiClient } from '../../platform/ai/ai-client';
import { withDeadline } from '../../platform/ai/with-deadline';
import { nowEpochSeconds } from '../../platform/dynamodb/expiry';
import { newId } from '../../platform/ids';
import { logger } from '../../platform/logger';
import { assistantActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/audit-log';
import { chatActionTarget } from '../audit/audit-targets';
import { releasePlanUse, reservePlanUse } from '../billing/plan-usage';
import { type WorkspaceAi, workspaceAi } from '../workspace/workspace-ai';
import { recentMessages, toChatMessage } from './assistant-history';
import { answerBuiltIn, type EngineAnswer } from './built-in-engine';
import { answerWithOpenAi } from './openai-engine';
import { type ToolContext, workspaceData } from './tool-kit';

/**
 * Sending a message to the assistant: count it against the plan (402 at the limit), store it, answer it — OpenAI
 * with the workspace's tools when a key is configured, the built-in assistant otherwise or whenever OpenAI fails —
 * and store the answer with the actions it proposes (pending until the user confirms).
 */

/** API Gateway ends a request at 30 s; the answer, tool calls included, must be stored before. */
const ANSWER_BUDGET_MS = 25_000;
/** Earlier messages the model reads as context (five exchanges). */
const CONTEXT_MESSAGES = 10;

export interface SendDeps {
  ai: (workspaceId: string, known?: WorkspaceRecord) => Promise<WorkspaceAi>;
  now: () => Date;
}

const defaultDeps: SendDeps = { ai: workspaceAi, now: () => new Date() };

export async function sendChatMessage(
  { workspaceId, userId, role }: { workspaceId: string; userId: string; role: Role },
  content: string,
  /** The workspace's item as the route's AI gate read it: the plan, the AI settings and the tools read it no more. */
  options: { workspaceItem?: Record<string, unknown> } = {},
  deps: SendDeps = defaultDeps,
): Promise<SendChatMessageResponse> {
  const now = deps.now();
  const workspace = workspaceEntity.fromItem(options.workspaceItem);
  // One of the plan's AI messages (402 past Starter's monthly allowance); given back if the message is not answered.
  const use = await reservePlanUse(workspaceId, 'aiMessages', now, workspace?.subscriptionTier);
  const userMessage: StoredChatMessage = {
    id: newId(),
    userId,
    role: 'user',
    content,
    createdAt: now.toISOString(),
    sources: [],
    engine: null,
    actions: [],
  };
  try {
    const { client: ai, guidance } = await deps.ai(workspaceId, workspace);
    // Only the model reads earlier turns (read before this message is stored); the built-in assistant answers each
    // message on its own.
    const history = ai ? await recentMessages(workspaceId, userId, CONTEXT_MESSAGES) : [];
    let userRead: ReturnType<typeof userEntity.get> | undefined;
    const user = () => {
      userRead ??= userEntity.get({ id: userId });
      return userRead;
    };
    const context: ToolContext = {
      workspaceId,
      userId,
      role,
      now,
      deadlineAt: now.getTime() + ANSWER_BUDGET_MS,
      data: workspaceData(workspaceId, workspace),
      proposals: [],
      glossary: guidance.glossary,
      userName: async () => displayName(await user()),
      userEmail: async () => (await user())?.email ?? '',
    };
    const [, reply] = await Promise.all([
      chatMessageEntity.create({ workspaceId, ...userMessage }),
      answer(content, history, context, ai),
    ]);
    const assistantMessage = await storeAnswer(workspaceId, userId, reply, context, deps.now());
    return { userMessage: toChatMessage(userMessage, new Map(), now), assistantMessage };
  } catch (error) {
    // Not answered: the message does not count and does not stay in the history unanswered.
    await chatMessageEntity.delete({ workspaceId, userId, id: userMessage.id }).catch(() => false);
    await releasePlanUse(use).catch(() => undefined);
    throw error;
  }
}

async function answer(
  content: string,
  history: readonly StoredChatMessage[],
  context: ToolContext,
  ai: AiClient | undefined,
): Promise<EngineAnswer> {
  if (ai) {
    try {
      const turns = history.map((m) => ({ role: m.role, content: m.content }));
      return await answerWithOpenAi(withDeadline(ai, context.deadlineAt), content, turns, context);
    } catch (error) {
      logger.warn('The OpenAI assistant failed; the built-in assistant answers', {
        error: error instanceof Error ? { name: error.name, message: error.message } : String(error),
      });
      // Whatever the failed attempt proposed is dropped: only the answer given may carry proposals.
      context.proposals.length = 0;
    }
  }
  return answerBuiltIn(content, context);
}

async function storeAnswer(
  workspaceId: string,
  userId: string,
  answer: EngineAnswer,
  context: ToolContext,
  now: Date,
): Promise<ChatMessage> {
  const messageId = newId();
  const actions: StoredChatAction[] = context.proposals.map((proposal) => ({
    id: newId(),
    userId,
    messageId,
    type: proposal.payload.type,
    summary: proposal.summary,
    payload: proposal.payload,
    status: 'pending',
    createdAt: now.toISOString(),
    confirmableUntil: new Date(now.getTime() + ACTION_CONFIRM_WINDOW_MS).toISOString(),
    claimedAt: null,
    result: null,
  }));
  const expiresAt = nowEpochSeconds(now) + CHAT_ACTION_RETENTION_SECONDS;
  // The actions first: a message never shows a card whose action was not stored.
  for (const action of actions) {
    await chatActionEntity.create({ workspaceId, ...action }, { expiresAt });
    await recordAudit(workspaceId, {
      action: 'assistant_action.proposed',
      actor: assistantActor,
      target: chatActionTarget(action),
    });
  }
  const message: StoredChatMessage = {
    id: messageId,
    userId,
    role: 'assistant',
    content: answer.content,
    createdAt: now.toISOString(),
    sources: answer.sources,
    engine: answer.engine,
    actions: actions.map(({ id, type, summary }) => ({ id, type, summary })),
  };
  await chatMessageEntity.create({ workspaceId, ...message });
  return toChatMessage(message, new Map(actions.map((a) => [a.id, a])), now);
}
