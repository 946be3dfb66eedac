import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * How often what the webhook fan-out needs of a workspace changed: `WS#<workspaceId>` / `WEBHOOK_TARGETS`, a counter
 * bumped (`ADD version 1`) after every endpoint created, changed, disabled or deleted and every plan change. The
 * fan-out keeps the endpoints and plan it read under the version it read before them, and reads this one small item
 * per event instead of both (`services/webhooks/webhook-targets.ts`). No item: version 0, nothing changed yet.
 */
export const storedWebhookTargetsVersionV1 = z.object({ version: z.number() });

export const webhookTargetsVersionEntity = defineWorkspaceEntity(
  'WebhookTargetsVersion',
  storedWebhookTargetsVersionV1,
  'WEBHOOK_TARGETS',
);
