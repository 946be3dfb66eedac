import * as z from '@shared/zod';
import { idParamsSchema } from './id-params';
import { nullableString } from './nullable';
import { pageOf, pageQuerySchema } from './pagination';
import { patchOf } from './patch';
import { subscribableWebhookEventSchema } from './webhook-events';

/** Outgoing webhooks (issue 32): endpoints a workspace registers, and the log of what was sent to them. */

const webhookUrl = z
  .string({ error: 'Enter the URL the events are sent to' })
  .check(
    z.trim(),
    z.maxLength(2048, { error: 'The URL is too long (at most 2,048 characters)' }),
    z.url({ error: 'Enter a full URL, such as https://example.com/hooks' }),
  );

const webhookEvents = z.array(subscribableWebhookEventSchema).check(
  z.minLength(1, { error: 'Choose at least one event' }),
  z.refine((events) => new Set(events).size === events.length, { error: 'Each event may be chosen once' }),
);

const description = z
  .string()
  .check(z.trim(), z.maxLength(200, { error: 'The description is too long (at most 200 characters)' }));

export const createWebhookInputSchema = z.object({
  url: webhookUrl,
  events: webhookEvents,
  description: z.optional(description),
});
export type CreateWebhookInput = z.infer<typeof createWebhookInputSchema>;

export const updateWebhookInputSchema = patchOf({
  url: webhookUrl,
  events: webhookEvents,
  enabled: z.boolean(),
  description,
});
export type UpdateWebhookInput = z.infer<typeof updateWebhookInputSchema>;

/** Why the app switched an endpoint off: it answered 410 Gone, or it failed every attempt for 3 days. */
export const webhookDisabledReasons = ['gone', 'failing'] as const;

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(subscribableWebhookEventSchema),
  enabled: z.boolean(),
  /** Set when the app disabled it (not when a person did); cleared when it is enabled again. */
  disabledReason: z.nullable(z.enum(webhookDisabledReasons)),
  disabledAt: nullableString,
  /** When the previous secret stops signing, after a rotation; null when only one secret signs. */
  previousSecretExpiresAt: nullableString,
  createdBy: z.string(),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookListSchema = z.array(webhookSchema);

/** The answer to a create: the endpoint and, this once, its signing secret. */
export const createdWebhookSchema = z.extend(webhookSchema, { secret: z.string() });

export const rotatedWebhookSecretSchema = z.object({
  /** The new secret, shown this once. */
  secret: z.string(),
  /** Until then the old secret signs too (a second signature in `webhook-signature`). */
  previousSecretExpiresAt: z.string(),
});

export const webhookDeliveryStatuses = ['pending', 'succeeded', 'failed'] as const;

export const webhookAttemptSchema = z.object({
  at: z.string(),
  /** The receiver's status code; null when there was no answer (refused address, timeout, connection error). */
  statusCode: z.nullable(z.number()),
  durationMs: z.number(),
  /** The first 2 KB of the answer's body. */
  responseBody: z.string(),
  /** Why the attempt failed without an answer, or what the app did after it. */
  error: nullableString,
});

export const webhookDeliverySchema = z.object({
  id: z.string(),
  endpointId: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  createdAt: z.string(),
  nextAttemptAt: nullableString,
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryPageSchema = pageOf(webhookDeliverySchema);
export const webhookDeliveriesQuerySchema = pageQuerySchema;

export const webhookDeliveryParamsSchema = z.extend(idParamsSchema, {
  deliveryId: z.string().check(z.minLength(1), z.maxLength(64)),
});

export const webhookTestResultSchema = z.object({ deliveryId: z.string() });
