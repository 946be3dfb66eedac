import Stripe from 'stripe';
import type { Observation } from '../../domain/billing/subscription-state';
import { type PaidTier, type StripePrices, toProviderSubscription } from './stripe-subscription';

export interface StripeSettings {
  readonly secretKey: string;
  readonly prices: StripePrices;
  /** Another Stripe API origin (the tests' fake Stripe); unset means api.stripe.com. */
  readonly apiUrl?: string;
}

export interface CheckoutRequest {
  readonly customerId: string;
  readonly workspaceId: string;
  readonly tier: PaidTier;
  readonly successUrl: string;
  readonly cancelUrl: string;
}

/** What billing asks of Stripe. Every subscription answer is an authoritative `Observation` (see subscription-state). */
export interface StripeBilling {
  /** One customer per workspace: the service stores the id and reuses it; this call is idempotent for a day. */
  createCustomer(input: { workspaceId: string; email: string | null; name: string | null }): Promise<string>;
  createCheckoutSession(input: CheckoutRequest): Promise<{ id: string; url: string }>;
  retrieveSubscription(subscriptionId: string): Promise<Observation>;
  /** Moves the subscription to the tier's price (Stripe's default proration) and undoes a scheduled cancellation. */
  changeSubscriptionTier(subscriptionId: string, tier: PaidTier): Promise<Observation>;
  /** The plan stays until the period ends; then Stripe ends the subscription and says so with an event. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<Observation>;
  /** Ends the subscription now, without proration or a final invoice (the workspace is being deleted). */
  cancelNow(subscriptionId: string): Promise<void>;
  /** A Billing Portal session (payment method, invoices) that returns to `returnUrl`. */
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
}

/** The real client: the official SDK, a few retries (it adds idempotency keys to retried writes), a short timeout. */
export function createStripeBilling(settings: StripeSettings): StripeBilling {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 8000,
    telemetry: false,
    appInfo: { name: 'BizPilot' },
    ...connectionFor(settings.apiUrl),
  });
  const observe = (sub: Stripe.Response<Stripe.Subscription>): Observation => ({
    subscription: toProviderSubscription(sub, settings.prices),
    observedAt: stripeTime(sub.lastResponse),
    authoritative: true,
  });

  return {
    async createCustomer({ workspaceId, email, name }) {
      const customer = await stripe.customers.create(
        { ...(email ? { email } : {}), ...(name ? { name } : {}), metadata: { workspaceId } },
        // Two first checkouts at once (two tabs) must not make two customers.
        { idempotencyKey: `bizpilot-customer-${workspaceId}` },
      );
      return customer.id;
    },

    async createCheckoutSession({ customerId, workspaceId, tier, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: workspaceId,
        line_items: [{ price: settings.prices[tier], quantity: 1 }],
        success_url: successUrl,
        cancel_url: cancelUrl,
        metadata: { workspaceId, tier },
        // Subscription events name the workspace too, whichever of them arrives first.
        subscription_data: { metadata: { workspaceId } },
      });
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { id: session.id, url: session.url };
    },

    async retrieveSubscription(subscriptionId) {
      return observe(await stripe.subscriptions.retrieve(subscriptionId));
    },

    async changeSubscriptionTier(subscriptionId, tier) {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no items`);
      const updated = await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: settings.prices[tier] }],
        cancel_at_period_end: false,
      });
      return observe(updated);
    },

    async cancelAtPeriodEnd(subscriptionId) {
      return observe(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }));
    },

    async cancelNow(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId, { invoice_now: false, prorate: false });
    },

    async createPortalSession({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: session.url };
    },
  };
}

function connectionFor(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Stripe's clock at the answer (its `Date` header), the same clock as event `created`. */
function stripeTime(response: { headers: Record<string, string> } | undefined): number {
  const date = Date.parse(response?.headers.date ?? '');
  return Math.floor((Number.isNaN(date) ? Date.now() : date) / 1000);
}
