import type { ChatAction, ChatHistory, ChatMessage } from '@shared/schemas/assistant';
import type { PageQuery } from '@shared/schemas/pagination';
import { chatActionEntity, type StoredChatAction } from '../../data/assistant/assistant-actions';
import { chatMessageEntity, type StoredChatMessage } from '../../data/assistant/assistant-messages';
import { visibleStatus } from '../../domain/assistant/pending-actions';
import { getItems } from '../../platform/dynamodb/entity';

/**
 * A user's conversation with the assistant, in their workspace: pages of history (each message with the current
 * status of the actions it proposed) and clearing it.
 */

/** The latest `limit` messages (or those before `cursor`), oldest first. */
export async function chatHistory(
  workspaceId: string,
  userId: string,
  { limit, cursor }: PageQuery,
  now = new Date(),
): Promise<ChatHistory> {
  const page = await chatMessageEntity.query(
    { workspaceId, userId },
    { newestFirst: true, limit, cursor, consistent: true },
  );
  const items = await withActions(workspaceId, page.items.reverse(), now);
  return { items, cursor: page.cursor ?? null };
}

/** The conversation's last `count` messages, oldest first (the context an engine reads). */
export async function recentMessages(workspaceId: string, userId: string, count: number): Promise<StoredChatMessage[]> {
  const page = await chatMessageEntity.query(
    { workspaceId, userId },
    { newestFirst: true, limit: count, consistent: true },
  );
  return page.items.reverse();
}

/** Deletes the conversation. Its actions go first, so no proposal stays confirmable once its card is gone. */
export async function clearChat(workspaceId: string, userId: string): Promise<void> {
  const messages = await chatMessageEntity.queryAll({ workspaceId, userId });
  for (const message of messages) {
    for (const action of message.actions) await chatActionEntity.delete({ workspaceId, id: action.id });
  }
  await chatMessageEntity.deleteAll({ workspaceId, userId });
}

export function toChatAction(action: StoredChatAction, now: Date): ChatAction {
  return {
    id: action.id,
    type: action.type,
    summary: action.summary,
    status: visibleStatus(action, now),
    expiresAt: action.confirmableUntil,
    result: action.result,
  };
}

export function toChatMessage(
  message: StoredChatMessage,
  actions: ReadonlyMap<string, StoredChatAction>,
  now: Date,
): ChatMessage {
  const { userId: _userId, ...rest } = message;
  return {
    ...rest,
    actions: message.actions.map((proposed) => {
      const stored = actions.get(proposed.id);
      // Action records outlive their 24 h window by 30 days; after that the card only says it expired.
      return stored
        ? toChatAction(stored, now)
        : { ...proposed, status: 'expired' as const, expiresAt: message.createdAt, result: null };
    }),
  };
}

const BATCH_GET_MAX = 100;

async function withActions(workspaceId: string, messages: StoredChatMessage[], now: Date): Promise<ChatMessage[]> {
  const ids = messages.flatMap((m) => m.actions.map((a) => a.id));
  const actions = new Map<string, StoredChatAction>();
  for (let i = 0; i < ids.length; i += BATCH_GET_MAX) {
    const keys = ids.slice(i, i + BATCH_GET_MAX).map((id) => chatActionEntity.keyOf({ workspaceId, id }));
    for (const raw of await getItems(keys)) {
      const action = chatActionEntity.fromItem(raw);
      if (action) actions.set(action.id, action);
    }
  }
  return messages.map((m) => toChatMessage(m, actions, now));
}
