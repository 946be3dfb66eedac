import { type WebhookDelivery, webhookDeliverySchema } from '@shared/schemas/webhook';
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
 *
 * A delivery's first attempt usually carries the delivery itself (`first`): the attempt then logs the delivery, as
 * pending with the attempt claimed, in one conditional put before its POST, so a delivery that succeeds at once costs
 * that put and the update logging its answer, and no read of itself. Its log entry appears when that attempt starts
 * (the queue's first receive, normally milliseconds after the event), not when the event is raised: logging it at the
 * fan-out too would be one more write of the whole item per delivery (README, 'Webhook deliveries').
 */
const firstAttemptSchema = z.object({
  eventType: z.string().check(z.minLength(1)),
  body: z.string(),
  createdAt: z.iso.datetime(),
});

export const attemptMessageSchema = z.object({
  workspaceId: z.string().check(z.minLength(1)),
  endpointId: z.string().check(z.minLength(1)),
  deliveryId: z.string().check(z.minLength(1)),
  /** Which attempt of the delivery's log this is (1-based, counting redeliveries' attempts too). */
  attempt: z.number().check(z.int(), z.gte(1)),
  dueAt: z.iso.datetime(),
  /** A first attempt of a delivery not logged yet: what its log entry holds. */
  first: z.optional(firstAttemptSchema),
});
export type AttemptMessage = z.infer<typeof attemptMessageSchema>;

export function queueAttempt(message: AttemptMessage, now: Date): Promise<void> {
  return webhookQueue.send([attemptOf(message, now)]);
}

const attemptOf = (message: AttemptMessage, now: Date) => ({
  body: message,
  delaySeconds: Math.max(0, (Date.parse(message.dueAt) - now.getTime()) / 1000),
});

export interface NewDelivery {
  workspaceId: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  body: string;
}

/**
 * Bodies up to this size ride in their first attempt's message: ten such messages stay well under SendMessageBatch's
 * 256 KB. A larger body is logged first (a pending delivery) and read back by each attempt.
 */
export const INLINE_BODY_MAX_BYTES = 16 * 1024;

/**
 * Starts deliveries (an event's, one per endpoint): their first attempts queued in one send. How many were started:
 * a large body's delivery that is logged already (a redelivered bus event) is not started twice; a small body's first
 * attempt finds its delivery logged (its claim taken) and sends nothing.
 */
export async function startDeliveries(deliveries: readonly NewDelivery[], now: Date): Promise<number> {
  const messages = await Promise.all(
    deliveries.map(async (delivery): Promise<AttemptMessage | undefined> => {
      const { workspaceId, endpointId, eventId, eventType, body } = delivery;
      const message = { workspaceId, endpointId, deliveryId: eventId, attempt: 1, dueAt: now.toISOString() };
      if (Buffer.byteLength(body) <= INLINE_BODY_MAX_BYTES) {
        return { ...message, first: { eventType, body, createdAt: now.toISOString() } };
      }
      return (await logPending(delivery, now)) ? message : undefined;
    }),
  );
  const started = messages.filter((message) => message !== undefined);
  await webhookQueue.send(started.map((message) => attemptOf(message, now)));
  return started.length;
}

const expiryOf = (createdAt: string) => Math.floor(Date.parse(createdAt) / 1000) + DELIVERY_RETENTION_SECONDS;

/** Logs a delivery as pending; false when the event's delivery to this endpoint exists already. */
function logPending(delivery: NewDelivery, now: Date): Promise<boolean> {
  const expiresAt = expiryOf(now.toISOString());
  return webhookDeliveryEntity.create(
    {
      ...delivery,
      id: delivery.eventId,
      status: 'pending',
      createdAt: now.toISOString(),
      nextAttemptAt: now.toISOString(),
      attempts: [],
      roundAttempts: 0,
      claimedAt: null,
      expiresAt,
    },
    { expiresAt },
  );
}

type FirstAttemptMessage = AttemptMessage & { first: NonNullable<AttemptMessage['first']> };

/**
 * Logs a delivery whose first attempt carried it: pending with that attempt claimed (`claimedAt`, before its POST),
 * or already failed (its endpoint was disabled meanwhile). The delivery as logged; `undefined` when it is logged
 * already (the message was received twice, or the bus event redelivered), and then the log's own state decides.
 */
export async function logFirstAttempt(
  message: FirstAttemptMessage,
  state: Pick<StoredWebhookDelivery, 'status' | 'nextAttemptAt' | 'claimedAt'>,
): Promise<StoredWebhookDelivery | undefined> {
  const { workspaceId, endpointId, deliveryId, first } = message;
  const expiresAt = expiryOf(first.createdAt);
  const delivery: StoredWebhookDelivery = {
    endpointId,
    id: deliveryId,
    eventId: deliveryId,
    eventType: first.eventType,
    body: first.body,
    createdAt: first.createdAt,
    attempts: [],
    roundAttempts: 0,
    expiresAt,
    ...state,
  };
  return (await webhookDeliveryEntity.create({ ...delivery, workspaceId }, { expiresAt })) ? delivery : undefined;
}

/** The delivery as the API shows it: its schema names the fields, so the body and the claim stay in the table. */
export const toDeliveryView = (stored: StoredWebhookDelivery): WebhookDelivery => webhookDeliverySchema.parse(stored);
