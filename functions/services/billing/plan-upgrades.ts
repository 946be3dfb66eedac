import { checkoutReturnPath } from '@shared/billing/checkout-return';
import type { CheckoutSession } from '@shared/schemas/subscription';
import type { SubscriptionTier } from '@shared/schemas/user';
import { createStripeBilling, type StripeBilling } from '../../adapters/stripe/stripe-billing';
import { stripeSettings } from '../../adapters/stripe/stripe-settings';
import { userEntity } from '../../data/auth/users';
import { recordStripeCustomer } from '../../data/billing/stripe-customers';
import { runningSubscriptionId } from '../../domain/billing/subscription-state';
import { appOrigin } from '../../platform/app-origin';
import { applyStripeObservation, changePlan, planOffering, recordPlanChangeRequest } from './plan-state';

/**
 * An upgrade (`POST /api/subscription/create-checkout-session`): where to send the browser to pay for it.
 *
 * - Local billing: the app's own confirmation page, which applies the tier when confirmed.
 * - Stripe, first paid plan: a Checkout Session in subscription mode for the tier's price, for the workspace's one
 *   Stripe customer (created at the first upgrade and reused). The tier changes when Stripe's events say so.
 * - Stripe, with a subscription running (Pro → Elite): its price changes in place, prorated as Stripe defaults,
 *   rather than a second subscription through Checkout; the answer leads straight back to the screen.
 */
export async function startUpgrade(
  workspaceId: string,
  userId: string,
  tier: SubscriptionTier,
  now: Date = new Date(),
): Promise<CheckoutSession> {
  const state = await planOffering(workspaceId, 'checkout', tier);
  if (tier === 'starter') throw new Error('unreachable: Starter is never an upgrade');
  const settings = await stripeSettings();
  if (!settings) return { url: `/api/subscription/local-checkout?${new URLSearchParams({ tier })}` };

  const billing = createStripeBilling(settings);
  const origin = appOrigin();
  const running = runningSubscriptionId(state);
  if (running) {
    const observation = await billing.changeSubscriptionTier(running, tier);
    await recordPlanChangeRequest(workspaceId, state.tier, tier);
    await applyStripeObservation(workspaceId, observation, billing);
    return { url: `${origin}${checkoutReturnPath('success', tier)}` };
  }
  const customerId = state.stripeCustomerId ?? (await createCustomer(workspaceId, userId, billing, now));
  const session = await billing.createCheckoutSession({
    customerId,
    workspaceId,
    tier,
    successUrl: `${origin}${checkoutReturnPath('success', tier)}`,
    cancelUrl: `${origin}${checkoutReturnPath('canceled')}`,
  });
  return { url: session.url };
}

/**
 * The workspace's Stripe customer, named after the user who first upgrades. Stripe's idempotency key makes two
 * first upgrades at once (two tabs) one customer; the lookup record lets events about it find the workspace.
 */
async function createCustomer(workspaceId: string, userId: string, billing: StripeBilling, now: Date) {
  const user = await userEntity.get({ id: userId });
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim();
  const customerId = await billing.createCustomer({ workspaceId, email: user?.email ?? null, name: name || null });
  await recordStripeCustomer(customerId, workspaceId, now);
  await changePlan(workspaceId, (state) =>
    state.stripeCustomerId ? null : { ...state, stripeCustomerId: customerId },
  );
  return customerId;
}
