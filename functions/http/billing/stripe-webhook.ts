import * as api from '@shared/api/contracts/billing';
import { defineHandler } from '../../platform/http/define-handler';
import { rawRequestBody } from '../../platform/http/request-body';
import { receiveStripeEvent } from '../../services/billing/stripe-webhooks';

/**
 * `POST /api/billing/stripe-webhook`: public, since Stripe has no session; the `Stripe-Signature` over the raw bytes
 * authenticates it (400 when it does not, 503 without the signing secret). Every verified event answers 200.
 */
export const handler = defineHandler(api.stripeWebhook, async ({ event }) => {
  await receiveStripeEvent(rawRequestBody(event), event.headers['stripe-signature']);
  return { received: true as const };
});
