import {
  checkoutSessionSchema,
  localCheckoutQuerySchema,
  planChangeInputSchema,
  stripeWebhookReceiptSchema,
  subscriptionInfoSchema,
} from '../../schemas/subscription';
import { routesOf } from '../route-contract';

const defineRoute = /* @__PURE__ */ routesOf('billing');

/** The workspace's plan, its billing state, and usage against the plan's limits. */
export const getSubscriptionInfo = /* @__PURE__ */ defineRoute({
  id: 'getSubscriptionInfo',
  method: 'GET',
  path: '/api/subscription/info',
  auth: 'session',
  permission: 'workspace.view',
  response: subscriptionInfoSchema,
});

/** An upgrade: the URL of a Stripe Checkout Session, or of the local confirmation page without Stripe. */
export const createCheckoutSession = /* @__PURE__ */ defineRoute({
  id: 'createCheckoutSession',
  method: 'POST',
  path: '/api/subscription/create-checkout-session',
  auth: 'session',
  permission: 'billing.manage',
  body: planChangeInputSchema,
  response: checkoutSessionSchema,
});

/** A downgrade: a paid tier changes the subscription's price, Starter cancels at the period end (local: at once). */
export const updateSubscription = /* @__PURE__ */ defineRoute({
  id: 'updateSubscription',
  method: 'POST',
  path: '/api/subscription/update',
  auth: 'session',
  permission: 'billing.manage',
  body: planChangeInputSchema,
  response: subscriptionInfoSchema,
});

/** A Stripe Billing Portal session (payment method, invoices); Stripe mode only. */
export const createBillingPortalSession = /* @__PURE__ */ defineRoute({
  id: 'createBillingPortalSession',
  method: 'POST',
  path: '/api/subscription/billing-portal',
  auth: 'session',
  permission: 'billing.manage',
  response: checkoutSessionSchema,
});

/** Local billing's confirmation page, where create-checkout-session leads without Stripe. */
export const getLocalCheckoutPage = /* @__PURE__ */ defineRoute({
  id: 'getLocalCheckoutPage',
  method: 'GET',
  path: '/api/subscription/local-checkout',
  auth: 'session',
  permission: 'billing.manage',
  query: localCheckoutQuerySchema,
  response: 'page',
});

/** The confirmation page's form post: applies the upgrade and returns to /subscription. */
export const confirmLocalCheckout = /* @__PURE__ */ defineRoute({
  id: 'confirmLocalCheckout',
  method: 'POST',
  path: '/api/subscription/local-checkout',
  auth: 'session',
  permission: 'billing.manage',
  body: planChangeInputSchema,
  bodyFormats: ['form'],
  response: 'page',
});

/**
 * Stripe's events. Public (Stripe has no session): the `Stripe-Signature` over the raw body authenticates it, so
 * the route declares no body schema and the handler reads the bytes as they came.
 */
export const stripeWebhook = /* @__PURE__ */ defineRoute({
  id: 'stripeWebhook',
  method: 'POST',
  path: '/api/billing/stripe-webhook',
  auth: 'public',
  permission: 'public',
  response: stripeWebhookReceiptSchema,
});
