import Stripe from 'stripe';
import type { Observation } from '../../domain/billing/subscription-state';
import { readSecret } from '../../platform/secrets';
import { idOf, type StripePrices, toProviderSubscription } from './stripe-subscription';

/**
 * Stripe's own default, written down: a signed event older than this is refused (replay protection), and so is one
 * dated further ahead (Stripe's library checks only the past; a future date would stretch a replay's window).
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The webhook endpoint's signing secret (`whsec_…`); enough on its own to verify events. */
export function stripeWebhookSecret(): Promise<string | undefined> {
  return readSecret('STRIPE_WEBHOOK_SECRET');
}

export class InvalidStripeSignature extends Error {
  override name = 'InvalidStripeSignature';
}

/**
 * Checks the `Stripe-Signature` header over the raw body with the endpoint's signing secret (`whsec_…`) and
 * parses the event. The secret alone is enough: verifying needs no API key. `receivedAt` (ms) is for tests.
 */
export function verifyStripeEvent(
  rawBody: string | Uint8Array,
  signatureHeader: string | undefined,
  signingSecret: string,
  receivedAt?: number,
): Stripe.Event {
  if (!signatureHeader) throw new InvalidStripeSignature('The request has no Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(
      rawBody,
      signatureHeader,
      signingSecret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      receivedAt,
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError)
      throw new InvalidStripeSignature(error.message);
    throw error;
  }
  const nowSeconds = Math.floor((receivedAt ?? Date.now()) / 1000);
  if (signatureTimestamps(signatureHeader).some((t) => t - nowSeconds > WEBHOOK_TOLERANCE_SECONDS)) {
    throw new InvalidStripeSignature('Timestamp outside the tolerance zone: the signature is dated in the future');
  }
  return event;
}

/** Every `t=` of the header (Stripe sends one; all are checked, whichever its library reads). */
function signatureTimestamps(header: string): number[] {
  return header
    .split(',')
    .map((item) => item.trim().split('='))
    .filter(([key]) => key === 't')
    .map(([, value]) => Number(value));
}

/** What a verified event means for billing, in this app's words. */
export type BillingEvent = { readonly eventId: string; readonly type: string } & (
  | {
      /** A customer paid at checkout: link the customer to the workspace, then read the subscription. */
      readonly kind: 'checkout-completed';
      readonly workspaceId: string | null;
      readonly customerId: string | null;
      readonly subscriptionId: string | null;
    }
  | { readonly kind: 'subscription-changed'; readonly observation: Observation }
  | {
      /** An invoice of a subscription was paid or failed: Stripe's subscription status says what follows. */
      readonly kind: 'invoice-settled';
      readonly outcome: 'paid' | 'payment-failed';
      readonly subscriptionId: string | null;
    }
  /** Verified, but not one billing acts on: answered 200, as Stripe expects. */
  | { readonly kind: 'ignored' }
);

/** The event types billing acts on; any other verified event is answered 200 and ignored. */
const HANDLED_EVENT_TYPES: ReadonlySet<string> = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] satisfies Stripe.Event.Type[]);

export const isHandledEventType = (type: string): boolean => HANDLED_EVENT_TYPES.has(type);

export function billingEventOf(event: Stripe.Event, prices: StripePrices): BillingEvent {
  const base = { eventId: event.id, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return { ...base, kind: 'ignored' };
      return {
        ...base,
        kind: 'checkout-completed',
        workspaceId: session.client_reference_id ?? session.metadata?.workspaceId ?? null,
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return {
        ...base,
        kind: 'subscription-changed',
        // The payload is a snapshot at `created`; another event of the same second may say otherwise.
        observation: {
          subscription: toProviderSubscription(event.data.object, prices),
          observedAt: event.created,
          authoritative: false,
        },
      };
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const parent = event.data.object.parent;
      return {
        ...base,
        kind: 'invoice-settled',
        outcome: event.type === 'invoice.paid' ? 'paid' : 'payment-failed',
        subscriptionId: idOf(parent?.subscription_details?.subscription ?? null),
      };
    }
    default:
      return { ...base, kind: 'ignored' };
  }
}
