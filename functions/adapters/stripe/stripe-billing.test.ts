import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../../scripts/testing/fakes/fake-stripe';
import { createStripeBilling, type StripeBilling } from './stripe-billing';

const prices = { pro: 'price_pro', elite: 'price_elite' } as const;
let fake: FakeStripe;
let billing: StripeBilling;

beforeAll(async () => {
  fake = await startFakeStripe({ prices: { price_pro: 7900, price_elite: 19900 } });
  billing = createStripeBilling({ secretKey: fake.apiKey, prices, apiUrl: fake.url });
});
afterAll(() => fake.stop());
beforeEach(() => {
  fake.requests.length = 0;
});

const checkout = (customerId: string, tier: 'pro' | 'elite' = 'pro') =>
  billing.createCheckoutSession({
    customerId,
    workspaceId: 'ws_a',
    tier,
    successUrl: 'https://app.example/subscription?checkout=success',
    cancelUrl: 'https://app.example/subscription?checkout=canceled',
  });

async function subscribedCustomer(tier: 'pro' | 'elite' = 'pro') {
  const customerId = await billing.createCustomer({ workspaceId: `ws_${Math.random()}`, email: null, name: null });
  const session = await checkout(customerId, tier);
  return fake.completeCheckout(session.id);
}

describe('Stripe billing client (real SDK against the fake Stripe API)', () => {
  it('creates one customer per workspace, naming the workspace, even when asked twice', async () => {
    const first = await billing.createCustomer({ workspaceId: 'ws_a', email: 'owner@a.example', name: 'Ann Owner' });
    const second = await billing.createCustomer({ workspaceId: 'ws_a', email: 'owner@a.example', name: 'Ann Owner' });
    expect(second).toBe(first);
    expect(fake.customers.get(first)).toMatchObject({
      email: 'owner@a.example',
      name: 'Ann Owner',
      metadata: { workspaceId: 'ws_a' },
    });
    expect([...fake.customers.values()].filter((c) => c.metadata.workspaceId === 'ws_a')).toHaveLength(1);
    expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${fake.apiKey}`);
  });

  it('opens a subscription-mode checkout for the tier price, naming the workspace and returning to /subscription', async () => {
    const customerId = await billing.createCustomer({ workspaceId: 'ws_a', email: null, name: null });
    const session = await checkout(customerId, 'elite');
    expect(session.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/c\/pay\/cs_test_/);
    const sent = fake.requests.find((r) => r.path === '/v1/checkout/sessions')!.params;
    expect(sent).toEqual({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: 'ws_a',
      line_items: [{ price: 'price_elite', quantity: '1' }],
      success_url: 'https://app.example/subscription?checkout=success',
      cancel_url: 'https://app.example/subscription?checkout=canceled',
      metadata: { workspaceId: 'ws_a', tier: 'elite' },
      subscription_data: { metadata: { workspaceId: 'ws_a' } },
    });
  });

  it("reads a subscription as Stripe's authoritative answer, in Stripe's clock", async () => {
    const sub = await subscribedCustomer();
    const observation = await billing.retrieveSubscription(sub.id);
    expect(observation.authoritative).toBe(true);
    expect(Math.abs(observation.observedAt - Date.now() / 1000)).toBeLessThan(5);
    expect(observation.subscription).toEqual({
      subscriptionId: sub.id,
      customerId: sub.customer,
      workspaceId: sub.metadata.workspaceId,
      tier: 'pro',
      status: 'active',
      currentPeriodEnd: new Date(sub.items.data[0].current_period_end * 1000).toISOString(),
      cancelAtPeriodEnd: false,
      endedBecause: null,
    });
  });

  it("moves a subscription to another tier's price with Stripe's default proration", async () => {
    const sub = await subscribedCustomer('elite');
    const observation = await billing.changeSubscriptionTier(sub.id, 'pro');
    expect(observation.subscription).toMatchObject({ tier: 'pro', status: 'active', cancelAtPeriodEnd: false });
    const update = fake.requests.find((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${sub.id}`)!;
    expect(update.params).toEqual({
      items: [{ id: sub.items.data[0].id, price: 'price_pro' }],
      cancel_at_period_end: 'false',
    });
    expect(fake.subscriptions.get(sub.id).items.data[0].price.id).toBe('price_pro');
  });

  it('cancels at the period end, keeping the tier until Stripe ends the subscription', async () => {
    const sub = await subscribedCustomer();
    const scheduled = await billing.cancelAtPeriodEnd(sub.id);
    expect(scheduled.subscription).toMatchObject({ tier: 'pro', status: 'active', cancelAtPeriodEnd: true });

    await fake.endPeriod(sub.id);
    const ended = await billing.retrieveSubscription(sub.id);
    expect(ended.subscription).toMatchObject({ status: 'canceled', endedBecause: 'requested' });
  });

  it('undoes a scheduled cancellation when the tier changes again', async () => {
    const sub = await subscribedCustomer('elite');
    await billing.cancelAtPeriodEnd(sub.id);
    const changed = await billing.changeSubscriptionTier(sub.id, 'pro');
    expect(changed.subscription).toMatchObject({ tier: 'pro', cancelAtPeriodEnd: false });
  });

  it('opens a Billing Portal session for the customer that returns to the app', async () => {
    const customerId = await billing.createCustomer({ workspaceId: 'ws_portal', email: null, name: null });
    const portal = await billing.createPortalSession({ customerId, returnUrl: 'https://app.example/subscription' });
    expect(portal.url).toMatch(/\/p\/session\/bps_/);
    expect(fake.requests.at(-1)!.params).toEqual({
      customer: customerId,
      return_url: 'https://app.example/subscription',
    });
  });

  it("surfaces Stripe's errors: an unknown price, a subscription that does not exist, a wrong key", async () => {
    const customerId = await billing.createCustomer({ workspaceId: 'ws_err', email: null, name: null });
    const misconfigured = createStripeBilling({
      secretKey: fake.apiKey,
      prices: { pro: 'price_missing', elite: 'price_elite' },
      apiUrl: fake.url,
    });
    await expect(
      misconfigured.createCheckoutSession({
        customerId,
        workspaceId: 'ws_err',
        tier: 'pro',
        successUrl: 'https://app.example/s',
        cancelUrl: 'https://app.example/c',
      }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', message: "No such price: 'price_missing'" });
    await expect(billing.retrieveSubscription('sub_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
    });
    const wrongKey = createStripeBilling({ secretKey: 'sk_test_wrong', prices, apiUrl: fake.url });
    await expect(wrongKey.createCustomer({ workspaceId: 'ws_x', email: null, name: null })).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
    });
  });
});
