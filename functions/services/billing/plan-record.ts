import type { WorkspacePlan } from '../../data/workspace/workspaces';
import type { PlanState } from '../../domain/billing/subscription-state';

/** The plan's rules speak `PlanState`; the workspace item stores it under its own attribute names. */
export function planStateOf(plan: WorkspacePlan): PlanState {
  return {
    tier: plan.subscriptionTier,
    status: plan.subscriptionStatus,
    currentPeriodEnd: plan.currentPeriodEnd,
    cancelAtPeriodEnd: plan.cancelAtPeriodEnd,
    stripeCustomerId: plan.stripeCustomerId,
    stripeSubscriptionId: plan.stripeSubscriptionId,
    stripeSubscriptionStatus: plan.stripeSubscriptionStatus,
    stripeObservedAt: plan.stripeObservedAt,
  };
}

export function planRecordOf(state: PlanState): Omit<WorkspacePlan, 'planVersion'> {
  return {
    subscriptionTier: state.tier,
    subscriptionStatus: state.status,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    stripeCustomerId: state.stripeCustomerId,
    stripeSubscriptionId: state.stripeSubscriptionId,
    stripeSubscriptionStatus: state.stripeSubscriptionStatus,
    stripeObservedAt: state.stripeObservedAt,
  };
}
