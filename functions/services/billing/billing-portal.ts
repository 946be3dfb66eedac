import { SUBSCRIPTION_PATH } from '@shared/billing/checkout-return';
import type { CheckoutSession } from '@shared/schemas/subscription';
import { createStripeBilling } from '../../adapters/stripe/stripe-billing';
import { stripeSettings } from '../../adapters/stripe/stripe-settings';
import { appOrigin } from '../../platform/app-origin';
import { Conflict } from '../../platform/errors';
import { loadPlan } from './plan-state';

/** 'Manage billing': a Stripe Billing Portal session (payment method, invoices) that returns to the screen. */
export async function openBillingPortal(workspaceId: string): Promise<CheckoutSession> {
  const settings = await stripeSettings();
  if (!settings) throw new Conflict('Local billing takes no payments, so there is no billing account to manage');
  const { state } = await loadPlan(workspaceId);
  if (!state.stripeCustomerId) {
    throw new Conflict('There is no billing account yet: it is created with the first upgrade');
  }
  const portal = await createStripeBilling(settings).createPortalSession({
    customerId: state.stripeCustomerId,
    returnUrl: `${appOrigin()}${SUBSCRIPTION_PATH}`,
  });
  return { url: portal.url };
}
