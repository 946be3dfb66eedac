import { idParamsSchema } from '../../schemas/id-params';
import {
  createdWebhookSchema,
  createWebhookInputSchema,
  rotatedWebhookSecretSchema,
  updateWebhookInputSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryPageSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookListSchema,
  webhookSchema,
  webhookTestResultSchema,
} from '../../schemas/webhook';
import { routesOf } from '../route-contract';

const defineRoute = /* @__PURE__ */ routesOf('webhooks');

/** The workspace's webhook endpoints (never their secrets). Elite only, owners and admins (issue 32). */
export const listWebhooks = /* @__PURE__ */ defineRoute({
  id: 'listWebhooks',
  method: 'GET',
  path: '/api/webhooks',
  auth: 'session',
  permission: 'webhooks.manage',
  planFeature: 'apiAccess',
  response: webhookListSchema,
});

/** Registers an endpoint (https and public addresses only, else 400); the answer carries its secret this once. */
export const createWebhook = /* @__PURE__ */ defineRoute({
  id: 'createWebhook',
  method: 'POST',
  path: '/api/webhooks',
  auth: 'session',
  permission: 'webhooks.manage',
  planFeature: 'apiAccess',
  body: createWebhookInputSchema,
  response: createdWebhookSchema,
  status: 201,
});

/** Changes the URL (checked again), the events, or switches the endpoint on or off. */
export const updateWebhook = /* @__PURE__ */ defineRoute({
  id: 'updateWebhook',
  method: 'PATCH',
  path: '/api/webhooks/{id}',
  auth: 'session',
  permission: 'webhooks.manage',
  planFeature: 'apiAccess',
  params: idParamsSchema,
  body: updateWebhookInputSchema,
  response: webhookSchema,
});

/** Removes the endpoint; deliveries still queued for it are dropped. */
export const deleteWebhook = /* @__PURE__ */ defineRoute({
  id: 'deleteWebhook',
  method: 'DELETE',
  path: '/api/webhooks/{id}',
  auth: 'session',
  permission: 'webhooks.manage',
  planFeature: 'apiAccess',
  params: idParamsSchema,
  response: 'empty',
});

/** A new secret, shown once; the old one keeps signing beside it for 24 hours. */
export const rotateWebhookSecret = /* @__PURE__ */ defineRoute({
  id: 'rotateWebhookSecret',
  method: 'POST',
  path: '/api/webhooks/{id}/rotate-secret',
  auth: 'session',
  permission: 'webhooks.manage',
  planFeature: 'apiAccess',
  params: idParamsSchema,
  response: rotatedWebhookSecretSchema,
});

/** Sends a `webhook.test` event to the endpoint, through the same queue and retries as every event. */
export const testWebhook = /* @__PURE__ */ defineRoute({
  id: 'testWebhook',
  method: 'POST',
  path: '/api/webhooks/{id}/test',
  auth: 'session',
  permission: 'webhooks.manage',
  planFeature: 'apiAccess',
  params: idParamsSchema,
  response: webhookTestResultSchema,
});

/** The endpoint's deliveries of the last 30 days, newest first, each with its attempts. */
export const listWebhookDeliveries = /* @__PURE__ */ defineRoute({
  id: 'listWebhookDeliveries',
  method: 'GET',
  path: '/api/webhooks/{id}/deliveries',
  auth: 'session',
  permission: 'webhooks.manage',
  planFeature: 'apiAccess',
  params: idParamsSchema,
  query: webhookDeliveriesQuerySchema,
  response: webhookDeliveryPageSchema,
});

/** Sends a delivery again now, with its original `webhook-id`, body and a fresh signature. */
export const redeliverWebhookDelivery = /* @__PURE__ */ defineRoute({
  id: 'redeliverWebhookDelivery',
  method: 'POST',
  path: '/api/webhooks/{id}/deliveries/{deliveryId}/redeliver',
  auth: 'session',
  permission: 'webhooks.manage',
  planFeature: 'apiAccess',
  params: webhookDeliveryParamsSchema,
  response: webhookDeliverySchema,
});
