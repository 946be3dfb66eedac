import type { AuditEntry } from '@shared/schemas/audit';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../scripts/testing/api-client';
import { fakeStripePrices, stripeBillingForThisFile } from '../../../scripts/testing/stripe-billing-api';
import { signUpUser, type TestUser } from '../../../scripts/testing/test-runtime';
import { createStripeBilling } from '../../adapters/stripe/stripe-billing';

/**
 * Stripe billing end to end: the real routes and the real `stripe` SDK against the fake Stripe API, which delivers
 * its events, signed, to the app's webhook like Stripe does.
 */
const WEBHOOK_SECRET = 'whsec_api_test';
const prices = fakeStripePrices;

const { fake, api, webhookUrl } = await stripeBillingForThisFile(WEBHOOK_SECRET);
/** Stripe's side of things done elsewhere (the dashboard, the Billing Portal): the same SDK, not the app. */
const stripeDashboard = createStripeBilling({ secretKey: fake.apiKey, prices, apiUrl: fake.url });

/** Stripe's clock moves on between steps, as it does between a customer's actions. */
const tick = (seconds = 10) => {
  fake.now += seconds;
};

const info = async (client: ApiClient) => (await client.get('/api/subscription/info')).body;
const sessionIdOf = (url: string) => new URL(url).pathname.split('/').at(-1)!;

/** A new user who pays for `tier` at Stripe Checkout; answers the user and their Stripe subscription. */
async function subscriber(tier: 'pro' | 'elite' = 'pro'): Promise<{ user: TestUser; subscriptionId: string }> {
  const user = await signUpUser(api);
  const checkout = await user.client.post('/api/subscription/create-checkout-session', { tier });
  expect(checkout.status).toBe(200);
  tick();
  const subscription = await fake.completeCheckout(sessionIdOf(checkout.body.url));
  return { user, subscriptionId: subscription.id };
}

/** Does something at Stripe with event delivery paused; answers the events it caused, for the test to deliver. */
async function undelivered(act: () => Promise<void>) {
  const before = fake.events.length;
  fake.setWebhook(undefined);
  try {
    await act();
  } finally {
    fake.setWebhook({ url: webhookUrl, secret: WEBHOOK_SECRET });
  }
  return fake.events.slice(before);
}

/** Posts a body to the webhook as Stripe would: no session, no Origin, only the signature. */
const postWebhook = (body: string, signature?: string) =>
  fetch(webhookUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    body,
  });

const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });

/** A subscription event as Stripe would send it next: the subscription now, with another price. */
function subscriptionEvent(subscriptionId: string, priceId: string, id = `evt_forged_${Date.now()}`) {
  const sub = structuredClone(fake.subscriptions.get(subscriptionId));
  sub.items.data[0].price = { ...sub.items.data[0].price, id: priceId };
  tick();
  return JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: fake.now,
    data: { object: sub },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'customer.subscription.updated',
  });
}

describe('upgrading through Stripe Checkout', () => {
  it("opens a subscription checkout for the workspace's one customer; the tier comes from Stripe's events", async () => {
    const user = await signUpUser(api);
    expect(await info(user.client)).toMatchObject({ tier: 'starter', billingMode: 'stripe' });

    const first = await user.client.post('/api/subscription/create-checkout-session', { tier: 'pro' });
    expect(first.status).toBe(200);
    expect(first.body.url.startsWith(`${fake.url}/c/pay/cs_test_`)).toBe(true);
    const session = fake.checkoutSessions.get(sessionIdOf(first.body.url));
    expect(session).toMatchObject({
      mode: 'subscription',
      success_url: `${api.url}/subscription?checkout=success&tier=pro`,
      cancel_url: `${api.url}/subscription?checkout=canceled`,
    });
    const customer = fake.customers.get(session.customer);
    expect(customer).toMatchObject({ email: user.email, name: `${user.user.firstName} ${user.user.lastName}` });
    expect(session.client_reference_id).toBe(customer.metadata.workspaceId);

    // Opening checkout is not paying: the plan waits for Stripe.
    expect((await info(user.client)).tier).toBe('starter');
    // Turned back and tried again (Elite this time): the same customer, not a second one.
    const second = await user.client.post('/api/subscription/create-checkout-session', { tier: 'elite' });
    expect(fake.checkoutSessions.get(sessionIdOf(second.body.url)).customer).toBe(session.customer);
    expect(
      [...fake.customers.values()].filter((c) => c.metadata.workspaceId === customer.metadata.workspaceId),
    ).toHaveLength(1);

    tick();
    const subscription = await fake.completeCheckout(sessionIdOf(first.body.url));
    expect(await info(user.client)).toMatchObject({
      tier: 'pro',
      status: 'active',
      billingMode: 'stripe',
      currentPeriodEnd: new Date(subscription.items.data[0].current_period_end * 1000).toISOString(),
      cancelAtPeriodEnd: false,
      limits: { tasksPerMonth: null, automations: 25 },
    });
    expect((await user.client.get('/api/auth/user')).body.subscriptionTier).toBe('pro');
  });

  it("moves Pro to Elite by changing the running subscription's price, not through a second checkout", async () => {
    const { user, subscriptionId } = await subscriber('pro');
    const sessionsBefore = fake.checkoutSessions.size;
    tick();
    const res = await user.client.post('/api/subscription/create-checkout-session', { tier: 'elite' });
    expect(res.body).toEqual({ url: `${api.url}/subscription?checkout=success&tier=elite` });
    expect(fake.checkoutSessions.size).toBe(sessionsBefore);
    expect(fake.subscriptions.get(subscriptionId).items.data[0].price.id).toBe(prices.elite);
    expect(await info(user.client)).toMatchObject({ tier: 'elite', status: 'active' });
  });
});

describe('downgrading with Stripe', () => {
  it("changes Elite to Pro at once (Stripe's proration), and Pro to Starter at the period end", async () => {
    const { user, subscriptionId } = await subscriber('elite');
    tick();
    const toPro = await user.client.post('/api/subscription/update', { tier: 'pro' });
    expect(toPro.status).toBe(200);
    expect(toPro.body).toMatchObject({ tier: 'pro', cancelAtPeriodEnd: false });
    expect(fake.subscriptions.get(subscriptionId).items.data[0].price.id).toBe(prices.pro);

    tick();
    const toStarter = await user.client.post('/api/subscription/update', { tier: 'starter' });
    expect(toStarter.body).toMatchObject({ tier: 'pro', status: 'active', cancelAtPeriodEnd: true });
    expect(toStarter.body.currentPeriodEnd).not.toBeNull();
    expect(fake.subscriptions.get(subscriptionId).cancel_at_period_end).toBe(true);

    tick();
    await fake.endPeriod(subscriptionId);
    expect(await info(user.client)).toMatchObject({
      tier: 'starter',
      status: 'active',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
    expect((await user.client.get('/api/auth/user')).body.subscriptionTier).toBe('starter');
  });

  it('keeps the plan while a renewal payment fails (past due) and says so', async () => {
    const { user, subscriptionId } = await subscriber('pro');
    tick();
    await fake.failRenewal(subscriptionId);
    expect(await info(user.client)).toMatchObject({ tier: 'pro', status: 'past_due' });
  });

  it('opens the Billing Portal for a paying workspace, returning to the subscription screen', async () => {
    const { user } = await subscriber('pro');
    const res = await user.client.post('/api/subscription/billing-portal');
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/\/p\/session\/bps_/);
    expect(fake.requests.at(-1)!.params.return_url).toBe(`${api.url}/subscription`);
    const newcomer = await signUpUser(api);
    const none = await newcomer.client.post('/api/subscription/billing-portal');
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('There is no billing account yet: it is created with the first upgrade');
  });
});

describe('the webhook', () => {
  it('is reachable without a session, and refuses a bad, missing or stale signature without changing anything', async () => {
    const { user, subscriptionId } = await subscriber('pro');
    const other = await signUpUser(api);
    const payload = subscriptionEvent(subscriptionId, prices.elite);

    const wrongSecret = await postWebhook(payload, sign(payload, { secret: 'whsec_someone_else' }));
    expect(wrongSecret.status).toBe(400);
    expect(((await wrongSecret.json()) as { message: string }).message).toMatch(/^Invalid Stripe signature/);
    expect((await postWebhook(payload)).status).toBe(400);
    const tampered = payload.replace(prices.elite, prices.pro);
    expect((await postWebhook(tampered, sign(payload))).status).toBe(400);
    const stale = await postWebhook(payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 }));
    expect(stale.status).toBe(400);
    expect(((await stale.json()) as { message: string }).message).toMatch(/Timestamp outside the tolerance zone/);
    const future = await postWebhook(payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) + 3_600 }));
    expect(future.status).toBe(400);
    expect(((await future.json()) as { message: string }).message).toMatch(/Timestamp outside the tolerance zone/);
    expect((await info(user.client)).tier).toBe('pro');

    // The same bytes, properly signed: accepted, and only the subscriber's workspace changes.
    const valid = await postWebhook(payload, sign(payload));
    expect(valid.status).toBe(200);
    expect(await valid.json()).toEqual({ received: true });
    expect((await info(user.client)).tier).toBe('elite');
    expect((await info(other.client)).tier).toBe('starter');
  });

  it('processes an event once: a repeated delivery answers 200 and neither asks Stripe nor changes anything', async () => {
    const { user } = await subscriber('pro');
    const completed = fake.events.findLast((e) => e.type === 'checkout.session.completed')!;
    const requestsBefore = fake.requests.length;
    expect(await fake.deliver(completed)).toBe(200);
    expect(fake.requests.length).toBe(requestsBefore);
    expect((await info(user.client)).tier).toBe('pro');
  });

  it('keeps the newest state whatever order the updates arrive in', async () => {
    const { user, subscriptionId } = await subscriber('pro');
    const late = await undelivered(async () => {
      tick();
      await stripeDashboard.changeSubscriptionTier(subscriptionId, 'elite');
      tick();
      await stripeDashboard.cancelAtPeriodEnd(subscriptionId);
    });
    expect(late.map((e) => e.type)).toEqual(['customer.subscription.updated', 'customer.subscription.updated']);

    // Newest first, then the older one, then the first snapshot of all under a new event id (so that only the
    // order-safety rule, not the duplicate check, can stop it).
    const created = fake.events.find(
      (e) => e.type === 'customer.subscription.created' && e.data.object.id === subscriptionId,
    )!;
    for (const event of [late[1]!, late[0]!, { ...created, id: `${created.id}_retry` }]) {
      expect(await fake.deliver(event)).toBe(200);
    }
    expect(await info(user.client)).toMatchObject({ tier: 'elite', cancelAtPeriodEnd: true });
  });

  it('settles two different snapshots of the same second by asking Stripe, whose answer wins', async () => {
    const { user, subscriptionId } = await subscriber('pro');
    const [toElite, backToPro] = await undelivered(async () => {
      tick();
      await stripeDashboard.changeSubscriptionTier(subscriptionId, 'elite');
      await stripeDashboard.changeSubscriptionTier(subscriptionId, 'pro');
    });
    expect(toElite!.created).toBe(backToPro!.created);
    await fake.deliver(backToPro!);
    await fake.deliver(toElite!);
    expect((await info(user.client)).tier).toBe('pro');
  });

  it('answers 200 to an event about a customer and workspace that are not ours, changing nothing', async () => {
    const { user, subscriptionId } = await subscriber('pro');
    const event = JSON.parse(subscriptionEvent(subscriptionId, prices.elite, 'evt_not_ours'));
    Object.assign(event.data.object, { customer: 'cus_someone_else', metadata: { workspaceId: 'ws_gone' } });
    const payload = JSON.stringify(event);
    expect((await postWebhook(payload, sign(payload))).status).toBe(200);
    expect((await info(user.client)).tier).toBe('pro');
  });

  it('answers 200 to a verified event of a type billing does not handle, and ignores it', async () => {
    const payload = JSON.stringify({
      id: 'evt_unknown_type',
      object: 'event',
      type: 'customer.created',
      created: fake.now,
      data: { object: { id: 'cus_x', object: 'customer' } },
    });
    const res = await postWebhook(payload, sign(payload));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
  });
});

describe('the audit log', () => {
  it("records the plan Stripe's event changed as Stripe's doing, and the owner's cancellation as theirs", async () => {
    const { user } = await subscriber('elite');
    expect(await info(user.client)).toMatchObject({ tier: 'elite' });
    tick();
    expect((await user.client.post('/api/subscription/update', { tier: 'starter' })).status).toBe(200);
    const log = await user.client.get('/api/audit?targetType=subscription');
    expect(log.status, log.text).toBe(200);
    const entries: AuditEntry[] = log.body.items;
    const stripe = { type: 'stripe', id: 'stripe', name: 'Stripe' };
    expect(entries.map((e) => [e.action, e.actor.type === 'stripe' ? e.actor : e.actor.id, e.changes])).toEqual([
      ['subscription.change_requested', user.user.id, { tier: ['elite', 'starter'] }],
      ['subscription.changed', stripe, { cancelAtPeriodEnd: [false, true] }],
      ['subscription.changed', stripe, expect.objectContaining({ tier: ['starter', 'elite'] })],
    ]);
  });
});
