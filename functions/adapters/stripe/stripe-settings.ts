import { config } from '../../platform/config';
import { readSecret } from '../../platform/secrets';
import type { StripeSettings } from './stripe-billing';

/**
 * Whether billing runs through Stripe, and with what. Reads only the secret and the settings (never the SDK), so
 * the routes that just need to know the billing mode do not carry Stripe's client in their bundle.
 *
 * `null` without `STRIPE_SECRET_KEY`: local billing. With the key but without both prices, billing cannot offer
 * an upgrade, so that is a configuration error, not a quiet fallback to local billing.
 */
export async function stripeSettings(): Promise<StripeSettings | null> {
  const secretKey = await readSecret('STRIPE_SECRET_KEY');
  if (!secretKey) return null;
  const { STRIPE_PRICE_PRO, STRIPE_PRICE_ELITE, STRIPE_API_URL } = config();
  if (!STRIPE_PRICE_PRO || !STRIPE_PRICE_ELITE) {
    throw new Error('STRIPE_PRICE_PRO and STRIPE_PRICE_ELITE are required when STRIPE_SECRET_KEY is set');
  }
  return {
    secretKey,
    prices: { pro: STRIPE_PRICE_PRO, elite: STRIPE_PRICE_ELITE },
    ...(STRIPE_API_URL ? { apiUrl: STRIPE_API_URL } : {}),
  };
}
