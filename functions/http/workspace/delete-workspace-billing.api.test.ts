import { describe, expect, it } from 'vitest';
import { stripeBillingForThisFile } from '../../../scripts/testing/stripe-billing-api';
import { signUpUser } from '../../../scripts/testing/test-runtime';
import { workspaceOfStripeCustomer } from '../../data/billing/stripe-customers';

/** Deleting a paying workspace ends its Stripe subscription: the real route and SDK against the fake Stripe API. */
const WEBHOOK_SECRET = 'whsec_delete_test';
const { fake, api } = await stripeBillingForThisFile(WEBHOOK_SECRET);

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
