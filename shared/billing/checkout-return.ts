import * as z from 'zod';
import { type SubscriptionTier, subscriptionTierSchema } from '../schemas/user';

/** The subscription screen, where every plan change starts and where checkout (Stripe's or local) returns. */
export const SUBSCRIPTION_PATH = '/subscription';

/**
 * How checkout comes back: `?checkout=success&tier=pro` after paying (the screen then waits for the plan to become
 * `tier`, since Stripe confirms it with an event that may arrive a moment later), `?checkout=canceled` when the
 * customer turned back.
 */
export const checkoutReturnSchema = z.object({
  checkout: z.enum(['success', 'canceled']).optional().catch(undefined),
  tier: subscriptionTierSchema.optional().catch(undefined),
});
export type CheckoutReturn = z.infer<typeof checkoutReturnSchema>;

export function checkoutReturnPath(outcome: 'success', tier: SubscriptionTier): string;
export function checkoutReturnPath(outcome: 'canceled'): string;
export function checkoutReturnPath(outcome: 'success' | 'canceled', tier?: SubscriptionTier): string {
  const query = new URLSearchParams({ checkout: outcome, ...(tier ? { tier } : {}) });
  return `${SUBSCRIPTION_PATH}?${query}`;
}
