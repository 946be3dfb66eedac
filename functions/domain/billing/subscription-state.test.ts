import { describe, expect, it } from 'vitest';
import {
  applyLocalPlanChange,
  applySubscription,
  decideSubscriptionUpdate,
  entitlementOf,
  INITIAL_PLAN_STATE,
  type Observation,
  type PlanState,
  type ProviderSubscription,
  runningSubscriptionId,
} from './subscription-state';

const proSub: ProviderSubscription = {
  subscriptionId: 'sub_1',
  customerId: 'cus_1',
  workspaceId: 'ws_1',
  tier: 'pro',
  status: 'active',
  currentPeriodEnd: '2026-12-22T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  endedBecause: null,
};

const seen = (subscription: Partial<ProviderSubscription>, observedAt: number, authoritative = false): Observation => ({
  subscription: { ...proSub, ...subscription },
  observedAt,
  authoritative,
});

/** The workspace after Stripe told it about `proSub` at t=100. */
const onPro: PlanState = applySubscription(INITIAL_PLAN_STATE, seen({}, 100));

describe('entitlementOf', () => {
  it('gives the price tier while the subscription is active, trialing or retrying a payment', () => {
    expect(entitlementOf({ ...proSub, status: 'active' })).toEqual({ tier: 'pro', status: 'active' });
    expect(entitlementOf({ ...proSub, status: 'trialing' })).toEqual({ tier: 'pro', status: 'trialing' });
    expect(entitlementOf({ ...proSub, status: 'past_due' })).toEqual({ tier: 'pro', status: 'past_due' });
  });

  it('falls back to Starter once payment has stopped', () => {
    expect(entitlementOf({ ...proSub, status: 'unpaid' })).toEqual({ tier: 'starter', status: 'past_due' });
    expect(entitlementOf({ ...proSub, status: 'canceled', endedBecause: 'requested' })).toEqual({
      tier: 'starter',
      status: 'active',
    });
    expect(entitlementOf({ ...proSub, status: 'canceled', endedBecause: 'payment_failed' })).toEqual({
      tier: 'starter',
      status: 'canceled',
    });
  });

  it('gives nothing for a subscription whose first payment has not gone through, or a price not ours', () => {
    expect(entitlementOf({ ...proSub, status: 'incomplete' })).toBeNull();
    expect(entitlementOf({ ...proSub, status: 'incomplete_expired' })).toBeNull();
    expect(entitlementOf({ ...proSub, tier: null })).toBeNull();
  });
});

describe('applySubscription', () => {
  it('moves a Starter workspace to the paid tier with its period and Stripe ids', () => {
    expect(onPro).toEqual({
      tier: 'pro',
      status: 'active',
      currentPeriodEnd: '2026-12-22T00:00:00.000Z',
      cancelAtPeriodEnd: false,
      stripeCustomerId: 'cus_1',
      stripeSubscriptionId: 'sub_1',
      stripeSubscriptionStatus: 'active',
      stripeObservedAt: 100,
    });
  });

  it('keeps the plan through a scheduled cancellation and lands on Starter when it ends', () => {
    const scheduled = applySubscription(onPro, seen({ cancelAtPeriodEnd: true }, 200));
    expect(scheduled).toMatchObject({
      tier: 'pro',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: proSub.currentPeriodEnd,
    });
    const ended = applySubscription(scheduled, seen({ status: 'canceled', endedBecause: 'requested' }, 300));
    expect(ended).toMatchObject({
      tier: 'starter',
      status: 'active',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
    expect(ended.stripeCustomerId).toBe('cus_1');
  });

  it('leaves the plan alone while a new subscription waits for its first payment', () => {
    expect(applySubscription(INITIAL_PLAN_STATE, seen({ status: 'incomplete' }, 100))).toMatchObject({
      tier: 'starter',
      status: 'active',
      stripeSubscriptionId: 'sub_1',
    });
  });
});

describe('decideSubscriptionUpdate: order safety', () => {
  it('applies whatever comes first to a workspace that never had a subscription', () => {
    expect(decideSubscriptionUpdate(INITIAL_PLAN_STATE, seen({}, 1))).toBe('apply');
  });

  it('applies a newer event and ignores an older one arriving after it', () => {
    const elite = applySubscription(onPro, seen({ tier: 'elite' }, 200));
    expect(decideSubscriptionUpdate(onPro, seen({ tier: 'elite' }, 200))).toBe('apply');
    // The Pro-era update from t=150 is delivered late: the tier must not roll back to Pro.
    expect(decideSubscriptionUpdate(elite, seen({ tier: 'pro' }, 150))).toBe('stale');
  });

  it('asks Stripe when two different snapshots share a second, and trusts an answer from Stripe', () => {
    expect(decideSubscriptionUpdate(onPro, seen({ tier: 'elite' }, 100))).toBe('refetch');
    expect(decideSubscriptionUpdate(onPro, seen({}, 100))).toBe('duplicate');
    expect(decideSubscriptionUpdate(onPro, seen({ tier: 'elite' }, 100, true))).toBe('apply');
  });

  it('does not let an old subscription ending take the plan of the current one', () => {
    const onSecond = applySubscription(onPro, seen({ subscriptionId: 'sub_2', tier: 'elite' }, 500));
    expect(decideSubscriptionUpdate(onSecond, seen({ status: 'canceled', endedBecause: 'requested' }, 600))).toBe(
      'other-subscription',
    );
  });

  it('lets a new subscription replace one that has ended, but not an older running one', () => {
    const ended = applySubscription(onPro, seen({ status: 'canceled', endedBecause: 'requested' }, 300));
    expect(decideSubscriptionUpdate(ended, seen({ subscriptionId: 'sub_2', tier: 'elite' }, 250))).toBe('apply');
    expect(decideSubscriptionUpdate(onPro, seen({ subscriptionId: 'sub_0' }, 50))).toBe('other-subscription');
    expect(decideSubscriptionUpdate(onPro, seen({ subscriptionId: 'sub_2' }, 150))).toBe('apply');
  });
});

describe('local billing and the running subscription', () => {
  it('applies a local plan change at once, with no period', () => {
    expect(applyLocalPlanChange(INITIAL_PLAN_STATE, 'elite')).toMatchObject({
      tier: 'elite',
      status: 'active',
      currentPeriodEnd: null,
      stripeSubscriptionId: null,
    });
  });

  it('names the subscription a Stripe plan change acts on only while it runs', () => {
    expect(runningSubscriptionId(INITIAL_PLAN_STATE)).toBeNull();
    expect(runningSubscriptionId(onPro)).toBe('sub_1');
    expect(runningSubscriptionId(applySubscription(onPro, seen({ status: 'canceled' }, 300)))).toBeNull();
  });
});
