import { createStripeBilling, type StripeBilling } from '../../adapters/stripe/stripe-billing';
import { stripeSettings } from '../../adapters/stripe/stripe-settings';
import {
  type BillingEvent,
  billingEventOf,
  InvalidStripeSignature,
  isHandledEventType,
  stripeWebhookSecret,
  verifyStripeEvent,
} from '../../adapters/stripe/stripe-webhook';
import { recordStripeCustomer, workspaceOfStripeCustomer } from '../../data/billing/stripe-customers';
import { isStripeEventProcessed, recordStripeEvent } from '../../data/billing/stripe-events';
import type { Observation } from '../../domain/billing/subscription-state';
import { BadRequest, NotConfigured, NotFound } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { asActor, stripeActor } from '../audit/audit-actor';
import { applyStripeObservation } from './plan-state';

/**
 * Stripe's events (`POST /api/billing/stripe-webhook`): verified over the raw body, processed once per event id,
 * and applied only as the order-safety rule allows (`plan-state.ts`), so a late or repeated delivery can never roll
 * a plan back. A workspace's tier changes here, from Stripe's word, or on the local confirmation page; never from
 * what a browser sends.
 */
export type WebhookOutcome =
  /** Changed the workspace's plan (or linked its customer). */
  | 'applied'
  /** This event id was processed before. */
  | 'duplicate'
  /** A type billing does not act on, or about nothing of ours: 200 all the same, as Stripe expects. */
  | 'ignored'
  /** Older than what the workspace has, or the same: nothing to change. */
  | 'stale';

export class WebhooksNotConfigured extends NotConfigured {
  constructor(message = 'Stripe webhooks are not configured') {
    super(message);
  }
}

export async function receiveStripeEvent(
  rawBody: Buffer,
  signature: string | undefined,
  now: Date = new Date(),
): Promise<WebhookOutcome> {
  const secret = await stripeWebhookSecret();
  if (!secret) throw new WebhooksNotConfigured();
  let event: ReturnType<typeof verifyStripeEvent>;
  try {
    event = verifyStripeEvent(rawBody, signature, secret);
  } catch (error) {
    if (error instanceof InvalidStripeSignature) throw new BadRequest(`Invalid Stripe signature: ${error.message}`);
    throw error;
  }
  if (await isStripeEventProcessed(event.id)) return 'duplicate';

  let outcome: WebhookOutcome = 'ignored';
  if (isHandledEventType(event.type)) {
    const settings = await stripeSettings();
    // Verified and ours to act on, but nothing to act with: answered 503, so Stripe retries (for up to 3 days).
    if (!settings) throw new WebhooksNotConfigured('Stripe billing is not configured: STRIPE_SECRET_KEY is missing');
    outcome = await processEvent(billingEventOf(event, settings.prices), createStripeBilling(settings), now);
  }
  await recordStripeEvent(event.id, event.type, outcome, now);
  logger.info('Stripe event processed', { eventId: event.id, type: event.type, outcome });
  return outcome;
}

async function processEvent(event: BillingEvent, billing: StripeBilling, now: Date): Promise<WebhookOutcome> {
  switch (event.kind) {
    case 'checkout-completed': {
      if (!event.subscriptionId) return 'ignored';
      // Paid: ask Stripe for the subscription now, so the plan does not wait for its own event.
      const subscription = await billing.retrieveSubscription(event.subscriptionId);
      return observe(event, subscription, billing, now, event.workspaceId);
    }
    case 'subscription-changed':
      return observe(event, event.observation, billing, now);
    case 'invoice-settled': {
      // Whether paid or failed, Stripe's subscription status says what follows for the plan.
      if (!event.subscriptionId) return 'ignored';
      return observe(event, await billing.retrieveSubscription(event.subscriptionId), billing, now);
    }
    case 'ignored':
      return 'ignored';
  }
}

async function observe(
  event: BillingEvent,
  observation: Observation,
  billing: StripeBilling,
  now: Date,
  /** The checkout's `client_reference_id`, for a subscription whose metadata names no workspace. */
  checkoutWorkspaceId: string | null = null,
): Promise<WebhookOutcome> {
  const { customerId, workspaceId: named } = observation.subscription;
  // The customer record is ours, written when billing created the customer; metadata is the fallback.
  const workspaceId = (await workspaceOfStripeCustomer(customerId)) ?? named ?? checkoutWorkspaceId;
  if (!workspaceId) return unknownCustomer(event, customerId);
  if (named && named !== workspaceId) {
    logger.warn('Stripe subscription metadata names another workspace than its customer', { eventId: event.eventId });
  }
  const outcome = await applyToWorkspace(workspaceId, observation, billing);
  if (outcome !== 'ignored') await recordStripeCustomer(customerId, workspaceId, now);
  return outcome;
}

/** A workspace deleted since (or never ours) is not an error Stripe should retry for three days. */
async function applyToWorkspace(
  workspaceId: string,
  observation: Observation,
  billing: StripeBilling,
): Promise<WebhookOutcome> {
  try {
    const decision = await asActor(stripeActor, () => applyStripeObservation(workspaceId, observation, billing));
    return decision === 'apply' ? 'applied' : 'stale';
  } catch (error) {
    if (!(error instanceof NotFound)) throw error;
    logger.warn('Stripe event about a workspace that does not exist', { workspaceId });
    return 'ignored';
  }
}

function unknownCustomer(event: BillingEvent, customerId: string): WebhookOutcome {
  logger.warn('Stripe event about a customer of no workspace', {
    eventId: event.eventId,
    type: event.type,
    customerId,
  });
  return 'ignored';
}
