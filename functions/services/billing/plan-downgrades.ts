import type { SubscriptionInfo } from '@shared/schemas/subscription';
import type { SubscriptionTier } from '@shared/schemas/user';
import { createStripeBilling } from '../../adapters/stripe/stripe-billing';
import { stripeSettings } from '../../adapters/stripe/stripe-settings';
import { applyLocalPlanChange, runningSubscriptionId } from '../../domain/billing/subscription-state';
import {
  applyStripeObservation,
  assertPlanChangeOffered,
  changePlan,
  planOffering,
  recordPlanChangeRequest,
} from './plan-state';
import { subscriptionInfo } from './subscription-info';

/**
 * A downgrade (`POST /api/subscription/update`), answering the updated info. Nothing the workspace has is deleted or
 * disabled: usage above the new limits stays, and new writes are refused until it is back under them.
 *
 * - Stripe, to a paid tier: the running subscription's price changes (Stripe's default proration); the tier
 *   follows Stripe's answer at once.
 * - Stripe, to Starter: the subscription is cancelled at the period end; the paid tier stays until Stripe says the
 *   subscription ended (`customer.subscription.deleted`).
 * - Local billing, or no running subscription to change: the tier applies at once.
 */
export async function downgrade(
  workspaceId: string,
  tier: SubscriptionTier,
  now: Date = new Date(),
): Promise<SubscriptionInfo> {
  const state = await planOffering(workspaceId, 'update', tier);
  const settings = await stripeSettings();
  const running = runningSubscriptionId(state);
  if (settings && running) {
    const billing = createStripeBilling(settings);
    const observation =
      tier === 'starter'
        ? await billing.cancelAtPeriodEnd(running)
        : await billing.changeSubscriptionTier(running, tier);
    await recordPlanChangeRequest(workspaceId, state.tier, tier);
    await applyStripeObservation(workspaceId, observation, billing);
  } else {
    await changePlan(workspaceId, (current) => {
      assertPlanChangeOffered('update', current.tier, tier);
      return applyLocalPlanChange(current, tier);
    });
  }
  return subscriptionInfo(workspaceId, now);
}
