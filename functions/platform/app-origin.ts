import { config } from './config';

/**
 * The app's public origin for absolute links that leave the app and come back (Stripe Checkout and the Billing
 * Portal). The stack sets `APP_ORIGIN` to the distribution's URL; the local runtime to its own.
 */
export function appOrigin(): string {
  const origin = config().APP_ORIGIN;
  if (!origin) throw new Error('APP_ORIGIN is required to send a user away from the app and back');
  return new URL(origin).origin;
}
