import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../../scripts/testing/fakes/fake-stripe';
import {
  applySubscription,
  decideSubscriptionUpdate,
  INITIAL_PLAN_STATE,
  type PlanState,
} from '../../domain/billing/subscription-state';
import { createStripeBilling, type StripeBilling } from './stripe-billing';
import { type BillingEvent, billingEventOf, InvalidStripeSignature, verifyStripeEvent } from './stripe-webhook';

const secret = 'whsec_test_secret';
const prices = { pro: 'price_pro', elite: 'price_elite' } as const;
const sign = (payload: string, timestamp?: number, signingSecret = secret) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: signingSecret, ...(timestamp ? { timestamp } : {}) });

let fake: FakeStripe;
let billing: StripeBilling;
beforeAll(async () => {
  fake = await startFakeStripe();
  billing = createStripeBilling({ secretKey: fake.apiKey, prices, apiUrl: fake.url });
});
afterAll(() => fake.stop());

/** A customer pays for `tier` at the fake's checkout; answers the subscription. */
async function subscribe(tier: 'pro' | 'elite', workspaceId = 'ws_1') {
  const customerId = await billing.createCustomer({ workspaceId, email: null, name: null });
  const session = await billing.createCheckoutSession({
    customerId,
    workspaceId,
    tier,
    successUrl: 'https://app.example/s',
    cancelUrl: 'https://app.example/c',
  });
  return fake.completeCheckout(session.id);
}

const eventsAbout = (subscriptionId: string) =>
  fake.events.filter((e) => JSON.stringify(e.data.object).includes(subscriptionId));

describe('verifyStripeEvent', () => {
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'customer.created', data: { object: {} } });

  it('accepts an event signed with the endpoint secret over the exact raw body', () => {
    expect(verifyStripeEvent(payload, sign(payload), secret).id).toBe('evt_1');
    expect(verifyStripeEvent(Buffer.from(payload), sign(payload), secret).id).toBe('evt_1');
  });

  it('refuses a missing header, another secret, and a body changed after signing', () => {
    expect(() => verifyStripeEvent(payload, undefined, secret)).toThrow(InvalidStripeSignature);
    expect(() => verifyStripeEvent(payload, sign(payload, undefined, 'whsec_other'), secret)).toThrow(
      InvalidStripeSignature,
    );
    const reformatted = JSON.stringify(JSON.parse(payload), null, 2);
    expect(() => verifyStripeEvent(reformatted, sign(payload), secret)).toThrow(InvalidStripeSignature);
    expect(() => verifyStripeEvent(payload, 't=1,v1=deadbeef', secret)).toThrow(InvalidStripeSignature);
  });

  it('refuses a signature older than 300 s (a replay) and accepts one just inside', () => {
    const now = Date.now();
    const signedAt = Math.floor(now / 1000);
    expect(() => verifyStripeEvent(payload, sign(payload, signedAt - 301), secret, now)).toThrow(
      /Timestamp outside the tolerance zone/,
    );
    expect(verifyStripeEvent(payload, sign(payload, signedAt - 299), secret, now).id).toBe('evt_1');
  });

  it('refuses a signature dated more than 300 s ahead (issue 29, finding 6) and accepts one just inside', () => {
    const now = Date.now();
    const signedAt = Math.floor(now / 1000);
    for (const ahead of [301, 3_600, 86_400 * 365]) {
      expect(() => verifyStripeEvent(payload, sign(payload, signedAt + ahead), secret, now), `${ahead} s`).toThrow(
        /Timestamp outside the tolerance zone/,
      );
    }
    expect(verifyStripeEvent(payload, sign(payload, signedAt + 299), secret, now).id).toBe('evt_1');
  });

  it('dates the signature by the header as Stripe reads it: a second, future t= cannot slip past', () => {
    const now = Date.now();
    const signedAt = Math.floor(now / 1000) + 3_600;
    const header = sign(payload, signedAt);
    expect(() => verifyStripeEvent(payload, header, secret, now)).toThrow(InvalidStripeSignature);
    expect(() => verifyStripeEvent(payload, `t=${signedAt - 3_600},${header}`, secret, now)).toThrow(
      InvalidStripeSignature,
    );
  });
});

describe('billingEventOf (events as the fake Stripe emits them)', () => {
  it('reads a subscription checkout: workspace, customer and subscription', async () => {
    const sub = await subscribe('pro', 'ws_checkout');
    const completed = eventsAbout(sub.id).find((e) => e.type === 'checkout.session.completed')!;
    expect(billingEventOf(completed, prices)).toEqual({
      eventId: completed.id,
      type: 'checkout.session.completed',
      kind: 'checkout-completed',
      workspaceId: 'ws_checkout',
      customerId: sub.customer,
      subscriptionId: sub.id,
    });
  });

  it('reads subscription events as snapshots at their `created` time, and invoices by their subscription', async () => {
    const sub = await subscribe('elite');
    const [created, , paid] = eventsAbout(sub.id).map((e) => billingEventOf(e, prices));
    expect(created).toMatchObject({
      kind: 'subscription-changed',
      observation: {
        observedAt: fake.now,
        authoritative: false,
        subscription: { subscriptionId: sub.id, workspaceId: 'ws_1', tier: 'elite', status: 'active' },
      },
    });
    expect(paid).toMatchObject({
      type: 'invoice.paid',
      kind: 'invoice-settled',
      outcome: 'paid',
      subscriptionId: sub.id,
    });

    await fake.failRenewal(sub.id);
    const failed = billingEventOf(fake.events.find((e) => e.type === 'invoice.payment_failed')!, prices);
    expect(failed).toMatchObject({ kind: 'invoice-settled', outcome: 'payment-failed', subscriptionId: sub.id });
  });

  it('ignores, without failing, a verified event type billing does not handle and a one-off payment checkout', () => {
    const customerCreated = { id: 'evt_c', type: 'customer.created', data: { object: {} } } as unknown as Stripe.Event;
    expect(billingEventOf(customerCreated, prices)).toEqual({
      eventId: 'evt_c',
      type: 'customer.created',
      kind: 'ignored',
    });
    const payment = {
      id: 'evt_p',
      type: 'checkout.session.completed',
      data: { object: { mode: 'payment', customer: null, subscription: null, client_reference_id: null } },
    } as unknown as Stripe.Event;
    expect(billingEventOf(payment, prices).kind).toBe('ignored');
  });

  it('keeps the newest tier whatever order the updates are delivered in', async () => {
    const sub = await subscribe('pro', 'ws_order');
    fake.now += 60;
    await billing.changeSubscriptionTier(sub.id, 'elite');
    fake.now += 60;
    await billing.cancelAtPeriodEnd(sub.id);
    const changes = eventsAbout(sub.id)
      .map((e) => billingEventOf(e, prices))
      .filter((e): e is Extract<BillingEvent, { kind: 'subscription-changed' }> => e.kind === 'subscription-changed');
    expect(changes.map((c) => c.type)).toEqual([
      'customer.subscription.created',
      'customer.subscription.updated',
      'customer.subscription.updated',
    ]);

    const fold = (order: typeof changes) =>
      order.reduce<PlanState>((state, change) => {
        const decision = decideSubscriptionUpdate(state, change.observation);
        return decision === 'apply' ? applySubscription(state, change.observation) : state;
      }, INITIAL_PLAN_STATE);
    for (const order of [changes, [...changes].reverse(), [changes[1]!, changes[2]!, changes[0]!]]) {
      expect(fold(order)).toMatchObject({ tier: 'elite', cancelAtPeriodEnd: true });
    }
  });
});
