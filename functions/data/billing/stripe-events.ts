import * as z from '@shared/zod';
import { defineEntity } from '../../platform/dynamodb/entity';
import { nowEpochSeconds } from '../../platform/dynamodb/expiry';

/**
 * Stripe events billing has processed: `STRIPE_EVENT#<eventId>` / `EVENT`, kept 30 days (Stripe retries a delivery
 * for up to 3 days). A delivery of an event found here answers 200 and changes nothing.
 */
const processedStripeEventEntity = defineEntity({
  type: 'ProcessedStripeEvent',
  schema: z.object({
    eventId: z.string(),
    eventType: z.string(),
    /** What processing decided, for support: 'applied', 'stale', 'ignored'… */
    outcome: z.string(),
    processedAt: z.string(),
  }),
  partitionKey: 'STRIPE_EVENT#{eventId}',
  sortKey: 'EVENT',
  expires: true,
});

const KEEP_SECONDS = 30 * 24 * 3600;

export async function isStripeEventProcessed(eventId: string): Promise<boolean> {
  return (await processedStripeEventEntity.get({ eventId }, { consistent: true })) !== undefined;
}

/**
 * Marks the event processed. Recorded after processing, not before: a crash in between only means the next delivery
 * processes it again, which the plan's order-safety makes a no-op, whereas a record written first would lose an event
 * whose processing then failed.
 */
export async function recordStripeEvent(eventId: string, eventType: string, outcome: string, now: Date): Promise<void> {
  await processedStripeEventEntity.put(
    { eventId, eventType, outcome, processedAt: now.toISOString() },
    { expiresAt: nowEpochSeconds(now) + KEEP_SECONDS },
  );
}
