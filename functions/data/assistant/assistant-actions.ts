import { chatActionPayloadSchema, chatActionResultSchema, chatActionTypeSchema } from '@shared/schemas/assistant';
import { nullableString } from '@shared/schemas/nullable';
import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * Actions the assistant proposed: `WS#<workspaceId>` / `CHATACTION#<ulid>`. The status moves only by conditional
 * writes: `pending` → `confirming` (one request claims it) → `confirmed` with its result, or back to `pending` if
 * carrying it out failed; `pending` → `cancelled`. Items expire 30 days after the proposal (a confirmable window of
 * 24 h, then a record of what happened for the conversation).
 */
export const storedChatActionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  messageId: z.string(),
  type: chatActionTypeSchema,
  summary: z.string(),
  payload: chatActionPayloadSchema,
  status: z.enum(['pending', 'confirming', 'confirmed', 'cancelled']),
  createdAt: z.string(),
  confirmableUntil: z.string(),
  claimedAt: nullableString,
  result: z.nullable(chatActionResultSchema),
});
export type StoredChatAction = z.infer<typeof storedChatActionSchema>;

export const chatActionEntity = defineWorkspaceEntity('ChatAction', storedChatActionSchema, 'CHATACTION#{id}', {
  expires: true,
});

export const CHAT_ACTION_RETENTION_SECONDS = 30 * 24 * 3600;

/** A claim older than this belongs to a request that died; another confirm may take the action over. */
const CLAIM_LEASE_MS = 60_000;

/** Claims a pending (or abandoned) action for carrying out; the action as claimed, or `undefined`. */
export function claimChatAction(workspaceId: string, id: string, now: Date) {
  return chatActionEntity.update(
    { workspaceId, id },
    { status: 'confirming', claimedAt: now.toISOString() },
    {
      condition: {
        expression: '(#status = :pending AND #until > :now) OR (#status = :confirming AND #claimedAt < :stale)',
        names: { '#status': 'status', '#until': 'confirmableUntil', '#claimedAt': 'claimedAt' },
        values: {
          ':pending': 'pending',
          ':confirming': 'confirming',
          ':now': now.toISOString(),
          ':stale': new Date(now.getTime() - CLAIM_LEASE_MS).toISOString(),
        },
      },
    },
  );
}
