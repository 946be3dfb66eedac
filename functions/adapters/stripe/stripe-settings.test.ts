import { afterEach, describe, expect, it } from 'vitest';
import { startRuntimeContext } from '../../platform/runtime-context';
import { stripeSettings } from './stripe-settings';
import { stripeWebhookSecret } from './stripe-webhook';

const KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PRO', 'STRIPE_PRICE_ELITE', 'STRIPE_API_URL'];
const set = (values: Record<string, string>) => {
  Object.assign(process.env, values);
  startRuntimeContext();
};
afterEach(() => {
  for (const key of KEYS) delete process.env[key];
  startRuntimeContext();
});

describe('stripeSettings', () => {
  it('is null without a secret key: billing runs locally', async () => {
    set({ STRIPE_PRICE_PRO: 'price_p', STRIPE_PRICE_ELITE: 'price_e' });
    expect(await stripeSettings()).toBeNull();
  });

  it('gathers the key, both prices and an alternative API origin', async () => {
    set({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PRICE_PRO: 'price_p',
      STRIPE_PRICE_ELITE: 'price_e',
      STRIPE_API_URL: 'http://127.0.0.1:4242',
    });
    expect(await stripeSettings()).toEqual({
      secretKey: 'sk_test_1',
      prices: { pro: 'price_p', elite: 'price_e' },
      apiUrl: 'http://127.0.0.1:4242',
    });
  });

  it('refuses a key without the prices rather than quietly billing locally', async () => {
    set({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_PRO: 'price_p' });
    await expect(stripeSettings()).rejects.toThrow(/STRIPE_PRICE_PRO and STRIPE_PRICE_ELITE are required/);
  });

  it('reads the webhook secret on its own, with no API key', async () => {
    set({ STRIPE_WEBHOOK_SECRET: 'whsec_1' });
    expect(await stripeWebhookSecret()).toBe('whsec_1');
    expect(await stripeSettings()).toBeNull();
  });
});
