import { nullableString } from '@shared/schemas/nullable';
import { webhookDeliveryStatuses } from '@shared/schemas/webhook';
import * as z from '@shared/zod';
import { defineWorkspaceEntity, storedVersion } from '../../platform/dynamodb/entity';

/**
 * One event sent to one endpoint, with every attempt: `WS#<workspaceId>` / `WHDELIVERY#<endpointId>#<ulid>`. The id
 * is the event's (a ULID, so the log lists newest first), which makes the fan-out idempotent: a redelivered bus event
 * finds its delivery already there. The body is kept as sent, so every retry and a redelivery send the same bytes
 * under the same `webhook-id`. Items expire after 30 days (TTL `expiresAt`).
 */
export const storedWebhookDeliveryV1 = z.object({
  id: z.string(),
  endpointId: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  body: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  createdAt: z.string(),
  nextAttemptAt: nullableString,
  attempts: z.array(
    z.object({
      at: z.string(),
      statusCode: z.nullable(z.number()),
      durationMs: z.number(),
      responseBody: z.string(),
      error: nullableString,
    }),
  ),
  /** How many attempts the current round has made (a redelivery starts a new round; the log keeps every attempt). */
  roundAttempts: z.number(),
  expiresAt: z.number(),
});

/**
 * v2: the attempt under way is claimed before its POST (`claimedAt`, cleared when the attempt is logged), so a queue
 * message received twice sends once. A v1 item has no attempt under way.
 */
export const storedWebhookDeliveryV2 = z.extend(storedWebhookDeliveryV1, { claimedAt: nullableString });
export type StoredWebhookDelivery = z.infer<typeof storedWebhookDeliveryV2>;

export const webhookDeliveryEntity = defineWorkspaceEntity(
  'WebhookDelivery',
  storedWebhookDeliveryV2,
  'WHDELIVERY#{endpointId}#{id}',
  {
    expires: true,
    versions: { 1: storedVersion(storedWebhookDeliveryV1, (delivery) => ({ ...delivery, claimedAt: null })) },
  },
);

/** How long the log keeps a delivery. */
export const DELIVERY_RETENTION_SECONDS = 30 * 24 * 3600;
