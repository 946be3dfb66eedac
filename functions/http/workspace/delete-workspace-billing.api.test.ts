import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../../scripts/testing/fakes/fake-stripe';
import { signUpUser, startTestApi, type TestApi } from '../../../scripts/testing/test-runtime';
import { workspaceOfStripeCustomer } from '../../data/billing/stripe-customers';

/** Deleting a paying workspace ends its Stripe subscription: the real route and SDK against the fake Stripe API. */
const WEBHOOK_SECRET = 'whsec_delete_test';
const ENV = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PRO', 'STRIPE_PRICE_ELITE', 'STRIPE_API_URL'];

let fake: FakeStripe;
let api: TestApi;

beforeAll(async () => {
  fake = await startFakeStripe();
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: fake.apiKey,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_PRO: 'price_pro',
    STRIPE_PRICE_ELITE: 'price_elite',
    STRIPE_API_URL: fake.url,
  });
  api = await startTestApi();
  fake.setWebhook({ url: new URL('/api/billing/stripe-webhook', api.url).href, secret: WEBHOOK_SECRET });
});
afterAll(async () => {
  await api.stop();
  await fake.stop();
  for (const name of ENV) delete process.env[name];
});

describe('deleting a workspace on a Stripe subscription', () => {
  it('cancels the subscription at once and forgets the customer, and the deletion still succeeds', async () => {
    const user = await signUpUser(api);
    const checkout = await user.client.post('/api/subscription/create-checkout-session', { tier: 'pro' });
    fake.now += 10;
    const subscription = await fake.completeCheckout(new URL(checkout.body.url).pathname.split('/').at(-1)!);
    expect((await user.client.get('/api/auth/user')).body.subscriptionTier).toBe('pro');
    const name = (await user.client.get('/api/auth/user')).body.workspaceName;

    const deleted = await user.client.request('DELETE', '/api/workspace', { json: { confirm: name } });
    expect(deleted.status, deleted.text).toBe(204);
    expect(fake.subscriptions.get(subscription.id).status).toBe('canceled');
    expect(await workspaceOfStripeCustomer(subscription.customer)).toBeUndefined();
  });
});
