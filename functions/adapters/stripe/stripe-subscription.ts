import { type ProviderStatus, providerStatuses } from '@shared/billing/provider-statuses';
import type { SubscriptionTier } from '@shared/schemas/user';
import type Stripe from 'stripe';
import type { ProviderSubscription } from '../../domain/billing/subscription-state';

/** The tiers Stripe bills; Starter is what a workspace has without a paid subscription. */
export type PaidTier = Exclude<SubscriptionTier, 'starter'>;

/** The Stripe price of each paid tier (`STRIPE_PRICE_PRO`, `STRIPE_PRICE_ELITE`). */
export type StripePrices = Readonly<Record<PaidTier, string>>;

export const idOf = (value: string | { id: string } | null): string | null =>
  value === null ? null : typeof value === 'string' ? value : value.id;

export function tierOfPrice(prices: StripePrices, priceId: string | undefined): PaidTier | null {
  const match = (Object.keys(prices) as PaidTier[]).find((tier) => prices[tier] === priceId);
  return match ?? null;
}

const KNOWN_STATUSES: readonly string[] = providerStatuses;

/** A status a newer Stripe API might add is read as `incomplete`: it neither gives nor takes a plan. */
const providerStatusOf = (status: string): ProviderStatus =>
  KNOWN_STATUSES.includes(status) ? (status as ProviderStatus) : 'incomplete';

/** A Stripe subscription in this app's words (see `ProviderSubscription`). */
export function toProviderSubscription(sub: Stripe.Subscription, prices: StripePrices): ProviderSubscription {
  const items = sub.items.data;
  // Since API version 2025-03-31 the period lives on each item; one price per subscription here, so one item.
  const periodEnd = items.length ? Math.max(...items.map((item) => item.current_period_end)) : null;
  const reason = sub.cancellation_details?.reason;
  return {
    subscriptionId: sub.id,
    customerId: idOf(sub.customer)!,
    workspaceId: sub.metadata?.workspaceId || null,
    tier: tierOfPrice(prices, items[0]?.price.id),
    status: providerStatusOf(sub.status),
    currentPeriodEnd: periodEnd === null ? null : new Date(periodEnd * 1000).toISOString(),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    endedBecause:
      sub.status !== 'canceled'
        ? null
        : reason === 'payment_failed' || reason === 'payment_disputed'
          ? 'payment_failed'
          : 'requested',
  };
}
