import type { SubscriptionTier } from '@shared/schemas/user';
import { callRoute } from '../../../lib/api-route';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { navigateTo } from '../../../lib/navigate';
import { useRouteMutation } from '../../../lib/route-mutation';
import { storeSubscriptionInfo } from './get-subscription-info';

/** Spec §8's toasts for every plan change. */
export const PLAN_CHANGE_FAILED = 'Failed to process subscription. Please try again.';
export const PLAN_CHANGED = 'Subscription updated';

/**
 * An upgrade: the browser goes where the API says to pay (Stripe Checkout, or local billing's confirmation page)
 * and comes back to `/subscription?checkout=success&tier=…`. Stays pending until the page unloads.
 */
export function useStartUpgrade() {
  return useRouteMutation('createCheckoutSession', {
    mutationFn: async (tier: SubscriptionTier) => {
      const { url } = await callRoute('createCheckoutSession', { body: { tier } });
      navigateTo(url);
      return new Promise<never>(() => undefined);
    },
    onError: (error) => notifyFailure(error, PLAN_CHANGE_FAILED),
  });
}

/** A downgrade, confirmed first; the API answers the updated info. */
export function useDowngrade() {
  return useRouteMutation('updateSubscription', {
    mutationFn: (tier: SubscriptionTier) => callRoute('updateSubscription', { body: { tier } }),
    onSuccess: (info, _tier, _context, { client }) => {
      storeSubscriptionInfo(client, info);
      notifySuccess(PLAN_CHANGED);
    },
    onError: (error) => notifyFailure(error, PLAN_CHANGE_FAILED),
  });
}

/** 'Manage billing': Stripe's Billing Portal (payment method, invoices), which returns to the screen. */
export function useOpenBillingPortal() {
  return useRouteMutation('createBillingPortalSession', {
    mutationFn: async () => {
      const { url } = await callRoute('createBillingPortalSession');
      navigateTo(url);
      return new Promise<never>(() => undefined);
    },
    onError: (error) => notifyFailure(error, 'Failed to open billing. Please try again.'),
  });
}
