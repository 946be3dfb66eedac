import type { ProviderStatus } from '@shared/billing/provider-statuses';
import type { SubscriptionStatus } from '@shared/schemas/subscription';
import type { SubscriptionTier } from '@shared/schemas/user';

/**
 * A workspace's plan as billing establishes it, and the rules that move it. The tier changes only through these
 * functions: from a verified Stripe event or Stripe's own answer (`applySubscription`), or from the local
 * confirmation page (`applyLocalPlanChange`), never from what a browser sends.
 */

/** A paid subscription as the billing provider reports it, in this app's words (the Stripe adapter maps to it). */
export interface ProviderSubscription {
  readonly subscriptionId: string;
  readonly customerId: string;
  /** From the subscription's metadata, which checkout sets; null for one made elsewhere (e.g. the dashboard). */
  readonly workspaceId: string | null;
  /** The plan its price stands for; null for a price that is none of ours. */
  readonly tier: SubscriptionTier | null;
  readonly status: ProviderStatus;
  readonly currentPeriodEnd: string | null;
  readonly cancelAtPeriodEnd: boolean;
  /** Why it ended, once it has: the customer asked (or a scheduled cancellation ran), or payment failed. */
  readonly endedBecause: 'requested' | 'payment_failed' | null;
}

/**
 * When Stripe reported a subscription, in Stripe's clock (Unix seconds): an event's `created`, or the `Date` of
 * an API answer. An API answer is authoritative (it is Stripe's state at that moment); an event's payload is a
 * snapshot that another event of the same second may contradict.
 */
export interface Observation {
  readonly subscription: ProviderSubscription;
  readonly observedAt: number;
  readonly authoritative: boolean;
}

export interface PlanState {
  readonly tier: SubscriptionTier;
  readonly status: SubscriptionStatus;
  readonly currentPeriodEnd: string | null;
  readonly cancelAtPeriodEnd: boolean;
  /** Created once per workspace, at its first checkout, and reused. */
  readonly stripeCustomerId: string | null;
  readonly stripeSubscriptionId: string | null;
  readonly stripeSubscriptionStatus: ProviderStatus | null;
  /** `observedAt` of the observation that set this state: the version that keeps late events from rolling it back. */
  readonly stripeObservedAt: number | null;
}

/** Every workspace starts here (spec: a new workspace is Starter and active). */
export const INITIAL_PLAN_STATE: PlanState = {
  tier: 'starter',
  status: 'active',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  stripeCustomerId: null,
  stripeSubscriptionId: null,
  stripeSubscriptionStatus: null,
  stripeObservedAt: null,
};

const ENDED: readonly ProviderStatus[] = ['canceled', 'incomplete_expired'];
export const hasEnded = (status: ProviderStatus | null) => status !== null && ENDED.includes(status);

/**
 * The plan a subscription gives. `null`: it gives nothing and takes nothing, because its first payment has not
 * gone through (incomplete, incomplete_expired) or its price is not one of ours; the workspace keeps its plan.
 */
export function entitlementOf(
  sub: ProviderSubscription,
): { tier: SubscriptionTier; status: SubscriptionStatus } | null {
  switch (sub.status) {
    case 'active':
    case 'trialing':
    case 'past_due':
      // past_due keeps the plan while Stripe retries the payment; Stripe ends the subscription if retries fail.
      return sub.tier ? { tier: sub.tier, status: sub.status } : null;
    case 'unpaid':
    case 'paused':
      return { tier: 'starter', status: 'past_due' };
    case 'canceled':
      // A cancellation the customer asked for lands on Starter in good standing; one for failed payments says so.
      return { tier: 'starter', status: sub.endedBecause === 'payment_failed' ? 'canceled' : 'active' };
    case 'incomplete':
    case 'incomplete_expired':
      return null;
  }
}

export type SubscriptionDecision =
  /** Newer than what the workspace has: apply it. */
  | 'apply'
  /** Older than what the workspace has (a late or retried delivery): ignore it. */
  | 'stale'
  /** Of the same second as what the workspace has and different from it: ask Stripe for the subscription now. */
  | 'refetch'
  /** Same second, same content: nothing to do. */
  | 'duplicate'
  /** About a subscription that is not the workspace's current one and cannot displace it (e.g. an old one ending). */
  | 'other-subscription';

/** The order-safety rule: whether an observation may change a workspace's plan. */
export function decideSubscriptionUpdate(state: PlanState, observation: Observation): SubscriptionDecision {
  const { subscription, observedAt, authoritative } = observation;
  const version = state.stripeObservedAt;
  if (state.stripeSubscriptionId === null || version === null) return 'apply';

  if (subscription.subscriptionId !== state.stripeSubscriptionId) {
    if (hasEnded(subscription.status)) return 'other-subscription';
    return hasEnded(state.stripeSubscriptionStatus) || observedAt > version ? 'apply' : 'other-subscription';
  }
  if (observedAt > version) return 'apply';
  if (observedAt < version) return 'stale';
  if (authoritative) return 'apply';
  return samePlan(state, applySubscription(state, observation)) ? 'duplicate' : 'refetch';
}

/** The workspace's plan after an observation that `decideSubscriptionUpdate` allowed. */
export function applySubscription(state: PlanState, { subscription, observedAt }: Observation): PlanState {
  const entitlement = entitlementOf(subscription);
  const ended = hasEnded(subscription.status);
  return {
    tier: entitlement?.tier ?? state.tier,
    status: entitlement?.status ?? state.status,
    currentPeriodEnd: ended ? null : subscription.currentPeriodEnd,
    cancelAtPeriodEnd: ended ? false : subscription.cancelAtPeriodEnd,
    stripeCustomerId: subscription.customerId,
    stripeSubscriptionId: subscription.subscriptionId,
    stripeSubscriptionStatus: subscription.status,
    stripeObservedAt: observedAt,
  };
}

function samePlan(a: PlanState, b: PlanState): boolean {
  return (
    a.tier === b.tier &&
    a.status === b.status &&
    a.currentPeriodEnd === b.currentPeriodEnd &&
    a.cancelAtPeriodEnd === b.cancelAtPeriodEnd &&
    a.stripeSubscriptionStatus === b.stripeSubscriptionStatus
  );
}

/** Local billing: the confirmation page applies the tier at once; there is no period and nothing to renew. */
export function applyLocalPlanChange(state: PlanState, tier: SubscriptionTier): PlanState {
  return { ...state, tier, status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false };
}

/** The subscription a plan change in Stripe mode acts on, or null when the workspace has none that is still running. */
export function runningSubscriptionId(state: PlanState): string | null {
  return state.stripeSubscriptionId && !hasEnded(state.stripeSubscriptionStatus) ? state.stripeSubscriptionId : null;
}
