import type { WebhookDelivery } from '@shared/schemas/webhook';
import * as z from '@shared/zod';
import {
  DELIVERY_RETENTION_SECONDS,
  type StoredWebhookDelivery,
  webhookDeliveryEntity,
} from '../../data/webhooks/webhook-deliveries';
import { webhookQueue } from '../../platform/webhook-queue';

/**
 * Deliveries and the queue messages that carry their attempts. A message names the delivery, which attempt of its log
 * it is for and when it is due: SQS delays at most 15 minutes, so a longer wait is a chain of messages, and a message
 * for an attempt the log has moved past (SQS delivered it twice) is dropped.
 */
export const attemptMessageSchema = z.object({
  workspaceId: z.string().check(z.minLength(1)),
  endpointId: z.string().check(z.minLength(1)),
  deliveryId: z.string().check(z.minLength(1)),
  /** Which attempt of the delivery's log this is (1-based, counting redeliveries' attempts too). */
  attempt: z.number().check(z.int(), z.gte(1)),
  dueAt: z.iso.datetime(),
});
export type AttemptMessage = z.infer<typeof attemptMessageSchema>;

export function queueAttempt(message: AttemptMessage, now: Date): Promise<void> {
  const delaySeconds = Math.max(0, (Date.parse(message.dueAt) - now.getTime()) / 1000);
  return webhookQueue.send([{ body: message, delaySeconds }]);
}

export interface NewDelivery {
  workspaceId: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  body: string;
}

/** Logs a delivery as pending (false when the event's delivery to this endpoint exists already) and queues its first attempt. */
export async function startDelivery(delivery: NewDelivery, now: Date): Promise<boolean> {
  const expiresAt = Math.floor(now.getTime() / 1000) + DELIVERY_RETENTION_SECONDS;
  const created = await webhookDeliveryEntity.create(
    {
      ...delivery,
      id: delivery.eventId,
      status: 'pending',
      createdAt: now.toISOString(),
      nextAttemptAt: now.toISOString(),
      attempts: [],
      roundAttempts: 0,
      expiresAt,
    },
    { expiresAt },
  );
  if (created) {
    const { workspaceId, endpointId, eventId } = delivery;
    await queueAttempt({ workspaceId, endpointId, deliveryId: eventId, attempt: 1, dueAt: now.toISOString() }, now);
  }
  return created;
}

export function toDeliveryView(stored: StoredWebhookDelivery): WebhookDelivery {
  const { id, endpointId, eventId, eventType, status, createdAt, nextAttemptAt, attempts } = stored;
  return { id, endpointId, eventId, eventType, status, createdAt, nextAttemptAt, attempts };
}
