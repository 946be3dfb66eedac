import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * What an automation step posted to Slack or Microsoft Teams: `WS#<workspaceId>` / `CHATPOST#<idempotencyKey>` (the
 * step's key, `runId:stepIndex`). Claimed (`sending`) with a conditional write before the post and marked `posted`
 * after it, so a retried or resumed step finds its earlier post instead of posting again. Teams takes no idempotency
 * key, so this record is the only thing between a retry and a second message.
 */
export const chatPostEntity = defineWorkspaceEntity(
  'AutomationChatPost',
  z.object({
    idempotencyKey: z.string(),
    provider: z.enum(['slack', 'microsoft_teams']),
    integrationId: z.string(),
    channel: z.string(),
    status: z.enum(['sending', 'posted']),
    messageId: z.nullable(z.string()),
    startedAt: z.string(),
    postedAt: z.nullable(z.string()),
  }),
  'CHATPOST#{idempotencyKey}',
);
export type ChatPost = z.infer<typeof chatPostEntity.schema>;
