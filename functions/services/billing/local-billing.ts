import { planChangeRefusal } from '@shared/billing/plan-transitions';
import type { SubscriptionTier } from '@shared/schemas/user';
import { stripeSettings } from '../../adapters/stripe/stripe-settings';
import { applyLocalPlanChange } from '../../domain/billing/subscription-state';
import { Conflict } from '../../platform/errors';
import { assertPlanChangeOffered, changePlan, loadPlan } from './plan-state';

/**
 * Local billing (no `STRIPE_SECRET_KEY`): upgrades are confirmed on the app's own page, labelled 'Local billing —
 * no payment taken', and apply at once. With Stripe configured the page refuses, so a plan cannot be had for free.
 */
const STRIPE_IS_ON = 'Billing runs through Stripe here: upgrade from the Subscription page to pay with Stripe Checkout';

export interface LocalUpgrade {
  from: SubscriptionTier;
  to: SubscriptionTier;
  /** Why it cannot be confirmed, or undefined when it can. */
  problem?: string;
}

/** What the confirmation page shows for an upgrade to `tier`. */
export async function describeLocalUpgrade(workspaceId: string, tier: SubscriptionTier): Promise<LocalUpgrade> {
  const [{ state }, stripe] = await Promise.all([loadPlan(workspaceId), stripeSettings()]);
  if (stripe) return { from: state.tier, to: tier, problem: STRIPE_IS_ON };
  const refusal = planChangeRefusal('checkout', state.tier, tier);
  return { from: state.tier, to: tier, ...(refusal ? { problem: refusal } : {}) };
}

/** The confirmation: the workspace is on `tier` from now on (400 when §4 does not offer it, 409 with Stripe on). */
export async function confirmLocalUpgrade(workspaceId: string, tier: SubscriptionTier): Promise<void> {
  if (await stripeSettings()) throw new Conflict(STRIPE_IS_ON);
  await changePlan(workspaceId, (state) => {
    assertPlanChangeOffered('checkout', state.tier, tier);
    return applyLocalPlanChange(state, tier);
  });
}
