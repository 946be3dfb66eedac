import { chatActionSchema, chatMessageSchema } from '@shared/schemas/assistant';
import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * Chat messages: `WS#<workspaceId>` / `CHAT#<userId>#<ulid>`: each user's conversation is one key prefix, so the
 * latest page is one Query newest first, and clearing it deletes that prefix. A message keeps the actions it
 * proposed as they were proposed; their status lives on the action items (`chat-actions.ts`).
 */
export const storedChatMessageSchema = z.extend(
  z.pick(chatMessageSchema, { id: true, role: true, content: true, createdAt: true, sources: true, engine: true }),
  {
    userId: z.string(),
    actions: z.array(z.pick(chatActionSchema, { id: true, type: true, summary: true })),
  },
);
export type StoredChatMessage = z.infer<typeof storedChatMessageSchema>;

export const chatMessageEntity = defineWorkspaceEntity('ChatMessage', storedChatMessageSchema, 'CHAT#{userId}#{id}');
