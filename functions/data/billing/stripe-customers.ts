import * as z from '@shared/zod';
import { defineEntity } from '../../platform/dynamodb/entity';

/**
 * Which workspace a Stripe customer pays for: `STRIPE_CUSTOMER#<customerId>` / `CUSTOMER`. Written when billing
 * creates the customer (before any checkout), so every later event about that customer (an invoice, a subscription
 * changed in the Billing Portal or the dashboard) finds its workspace even when the event names none.
 */
const stripeCustomerEntity = defineEntity({
  type: 'StripeCustomer',
  schema: z.object({ customerId: z.string(), workspaceId: z.string(), createdAt: z.string() }),
  partitionKey: 'STRIPE_CUSTOMER#{customerId}',
  sortKey: 'CUSTOMER',
});

/** Records the customer's workspace; a customer keeps the workspace it was first recorded with. */
export async function recordStripeCustomer(customerId: string, workspaceId: string, now: Date): Promise<void> {
  await stripeCustomerEntity.create({ customerId, workspaceId, createdAt: now.toISOString() });
}

export async function workspaceOfStripeCustomer(customerId: string): Promise<string | undefined> {
  return (await stripeCustomerEntity.get({ customerId }, { consistent: true }))?.workspaceId;
}

/** Forgets the customer's workspace (the workspace was deleted): later events about it are then of no workspace. */
export async function forgetStripeCustomer(customerId: string): Promise<void> {
  await stripeCustomerEntity.delete({ customerId });
}
