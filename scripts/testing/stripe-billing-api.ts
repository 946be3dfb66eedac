import { afterAll } from 'vitest';
import { type FakeStripe, startFakeStripe } from './fakes/fake-stripe';
import { startedForThisFile } from './for-this-file';
import { startTestApi, type TestApi } from './test-runtime';

/** The prices the app is configured with against the fake Stripe API. */
export const fakeStripePrices = { pro: 'price_pro', elite: 'price_elite' } as const;

/**
 * For a test file of billing end to end: the fake Stripe API, and the test runtime billing through it (the real
 * `stripe` SDK), the fake's events delivered, signed with `webhookSecret`, to the app's webhook. Both stop, and the
 * app's Stripe settings go back, after the file.
 */
export async function stripeBillingForThisFile(
  webhookSecret: string,
): Promise<{ fake: FakeStripe; api: TestApi; webhookUrl: string }> {
  const fake = await startedForThisFile(startFakeStripe());
  const env = {
    STRIPE_SECRET_KEY: fake.apiKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_PRO: fakeStripePrices.pro,
    STRIPE_PRICE_ELITE: fakeStripePrices.elite,
    STRIPE_API_URL: fake.url,
  };
  Object.assign(process.env, env);
  afterAll(() => {
    for (const name of Object.keys(env)) delete process.env[name];
  });
  const api = await startedForThisFile(startTestApi());
  const webhookUrl = new URL('/api/billing/stripe-webhook', api.url).href;
  fake.setWebhook({ url: webhookUrl, secret: webhookSecret });
  return { fake, api, webhookUrl };
}
