import { planChangeRefusal } from '@shared/billing/plan-transitions';
import type { SubscriptionTier } from '@shared/schemas/user';
import type { StripeBilling } from '../../adapters/stripe/stripe-billing';
import { replaceWorkspacePlan, workspaceEntity, workspacePlanOf } from '../../data/workspace/workspaces';
import { changedFields } from '../../domain/audit/changes';
import {
  applySubscription,
  decideSubscriptionUpdate,
  type Observation,
  type PlanState,
  type SubscriptionDecision,
} from '../../domain/billing/subscription-state';
import { ValidationFailed } from '../../platform/errors';
import { publishEvent } from '../../platform/events';
import { newId } from '../../platform/ids';
import { logger } from '../../platform/logger';
import { recordAudit } from '../audit/audit-log';
import { subscriptionTarget } from '../audit/audit-targets';
import { forgetAuthUser } from '../auth/accounts';
import { forgetWebhookTargets } from '../webhooks/webhook-targets';
import { notFound } from '../workspace/not-found';
import { planRecordOf, planStateOf } from './plan-record';

/**
 * A workspace's plan as stored on its item, and the one way it changes: read, decide with the pure rules of
 * `domain/billing/subscription-state.ts`, write back only if nothing changed it meanwhile (a version check), and
 * decide again if something did. Callers are the verified Stripe events, Stripe's own answers, and local billing's
 * confirmation; never a value from a browser.
 */
export interface StoredPlan {
  readonly state: PlanState;
  readonly version: number;
}

export async function loadPlan(workspaceId: string): Promise<StoredPlan> {
  const workspace = await workspaceEntity.get({ workspaceId }, { consistent: true });
  if (!workspace) throw notFound('workspace');
  const plan = workspacePlanOf(workspace);
  return { state: planStateOf(plan), version: plan.planVersion };
}

/** The workspace's plan as stored, once a change to `tier` through `call` is one §4 offers (else the 400). */
export async function planOffering(
  workspaceId: string,
  call: 'checkout' | 'update',
  tier: SubscriptionTier,
): Promise<StoredPlan['state']> {
  const { state } = await loadPlan(workspaceId);
  assertPlanChangeOffered(call, state.tier, tier);
  return state;
}

/** Concurrent changes of one workspace's plan are rare (a few events a month); a handful of rounds always settles. */
const MAX_ROUNDS = 5;

/**
 * Changes the plan with `next`, which sees the stored state and answers the new one, or null to leave it. Re-read
 * and re-decided when another change lands in between. Answers the plan as it is afterwards.
 */
export async function changePlan(
  workspaceId: string,
  next: (state: PlanState) => PlanState | null | Promise<PlanState | null>,
): Promise<PlanState> {
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const stored = await loadPlan(workspaceId);
    const wanted = await next(stored.state);
    if (!wanted) return stored.state;
    const saved = await replaceWorkspacePlan(workspaceId, planRecordOf(wanted), stored.version);
    if (saved) {
      // The sidebar's plan label comes from the (briefly cached) signed-in user: let it follow at once.
      for (const userId of saved.memberUserIds) forgetAuthUser(userId);
      const after = planStateOf(workspacePlanOf(saved));
      // Webhooks come and go with the plan's tier: the fan-out's next event reads it again.
      if (after.tier !== stored.state.tier) await forgetWebhookTargets(workspaceId);
      await announcePlanChange(workspaceId, stored.state, after);
      await recordPlanChange(workspaceId, stored.state, after);
      return after;
    }
  }
  throw new Error(`The plan of workspace ${workspaceId} kept changing; gave up after ${MAX_ROUNDS} attempts`);
}

const AUDITED_PLAN_FIELDS = ['tier', 'status', 'cancelAtPeriodEnd', 'currentPeriodEnd'] as const;

/** On the log when what the workspace pays for moved; a Stripe event's bookkeeping (observedAt) alone is not. */
async function recordPlanChange(workspaceId: string, before: PlanState, after: PlanState): Promise<void> {
  const changes = changedFields(before, after, AUDITED_PLAN_FIELDS);
  if (!Object.keys(changes).length) return;
  await recordAudit(workspaceId, {
    action: 'subscription.changed',
    target: subscriptionTarget(workspaceId),
    changes,
  });
}

/**
 * `subscription_updated` on the bus (outgoing webhooks) when the tier or status moved. The plan change stands whether
 * or not it is announced (it may come from Stripe, which must not see a failure for it), so a bus failure is logged.
 */
async function announcePlanChange(workspaceId: string, before: PlanState, after: PlanState): Promise<void> {
  if (before.tier === after.tier && before.status === after.status) return;
  try {
    await publishEvent({
      type: 'subscription_updated',
      eventId: newId(),
      workspaceId,
      occurredAt: new Date().toISOString(),
      data: { subscription: { tier: after.tier, status: after.status, previousTier: before.tier } },
    });
  } catch (error) {
    logger.error('Publishing subscription_updated failed', { workspaceId, error: error as Error });
  }
}

/**
 * A change the owner asked Stripe for: Stripe's event often applies it before Stripe's answer does (and is recorded
 * as Stripe's), so the owner's request is on the log in its own right.
 */
export async function recordPlanChangeRequest(
  workspaceId: string,
  from: SubscriptionTier,
  to: SubscriptionTier,
): Promise<void> {
  await recordAudit(workspaceId, {
    action: 'subscription.change_requested',
    target: subscriptionTarget(workspaceId),
    changes: { tier: [from, to] },
  });
}

/**
 * Applies what Stripe says about a subscription, if the order-safety rule allows: an older snapshot is ignored, and
 * a same-second contradiction is settled by asking Stripe (`billing`) for the subscription now.
 */
export async function applyStripeObservation(
  workspaceId: string,
  observation: Observation,
  billing: Pick<StripeBilling, 'retrieveSubscription'> | null,
): Promise<SubscriptionDecision> {
  let current = observation;
  const outcome: { decision: SubscriptionDecision } = { decision: 'apply' };
  await changePlan(workspaceId, async (state) => {
    outcome.decision = decideSubscriptionUpdate(state, current);
    if (outcome.decision === 'refetch') {
      if (!billing) throw new Error('Settling a same-second Stripe event needs STRIPE_SECRET_KEY');
      current = await billing.retrieveSubscription(current.subscription.subscriptionId);
      outcome.decision = decideSubscriptionUpdate(state, current);
    }
    return outcome.decision === 'apply' ? applySubscription(state, current) : null;
  });
  const { decision } = outcome;
  if (decision !== 'apply') {
    logger.info('Stripe subscription observation not applied', {
      workspaceId,
      subscriptionId: observation.subscription.subscriptionId,
      decision,
    });
  }
  return decision;
}

/** The 400 of a plan change §4 does not offer through this call (the current tier included), naming it. */
export function assertPlanChangeOffered(
  call: 'checkout' | 'update',
  from: SubscriptionTier,
  to: SubscriptionTier,
): void {
  const refusal = planChangeRefusal(call, from, to);
  if (refusal) throw new ValidationFailed(`Validation error: ${refusal}`, [{ path: 'tier', message: refusal }]);
}
