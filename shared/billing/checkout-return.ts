import { plans } from '../catalog/plans';
import type { SubscriptionTier } from '../schemas/user';

/** The subscription screen, where every plan change starts and where checkout (Stripe's or local) returns. */
export const SUBSCRIPTION_PATH = '/subscription';

/**
 * How checkout comes back: `?checkout=success&tier=pro` after paying (the screen then waits for the plan to become
 * `tier`, since Stripe confirms it with an event that may arrive a moment later), `?checkout=canceled` when the
 * customer turned back.
 */
export interface CheckoutReturn {
  checkout?: 'success' | 'canceled';
  tier?: SubscriptionTier;
}

const outcomes: readonly unknown[] = ['success', 'canceled'];

/**
 * The screen's search parameters as a `CheckoutReturn`: anything else there (an unknown outcome or plan, other
 * parameters) is left out, never an error. A plain reader of the plan catalogue rather than a zod schema, because the
 * route table that uses it is part of every signed-in page's first download, which would then carry zod.
 */
export function readCheckoutReturn(search: Readonly<Record<string, unknown>>): CheckoutReturn {
  const { checkout, tier } = search;
  return {
    ...(outcomes.includes(checkout) && { checkout: checkout as CheckoutReturn['checkout'] }),
    ...(plans.some((plan) => plan.tier === tier) && { tier: tier as SubscriptionTier }),
  };
}

export function checkoutReturnPath(outcome: 'success', tier: SubscriptionTier): string;
export function checkoutReturnPath(outcome: 'canceled'): string;
export function checkoutReturnPath(outcome: 'success' | 'canceled', tier?: SubscriptionTier): string {
  const query = new URLSearchParams({ checkout: outcome, ...(tier ? { tier } : {}) });
  return `${SUBSCRIPTION_PATH}?${query}`;
}
