import { idParamsSchema } from '../../schemas/id-params';
import {
  createIntegrationInputSchema,
  integrationConnectOptionsSchema,
  integrationDataPageSchema,
  integrationDataQuerySchema,
  integrationDataSummarySchema,
  integrationListSchema,
  integrationSchema,
  integrationSyncResultSchema,
  integrationTestResultSchema,
  oauthCallbackQuerySchema,
  oauthStartQuerySchema,
  providerParamsSchema,
} from '../../schemas/integration';
import { routesOf } from '../route-contract';

const defineRoute = /* @__PURE__ */ routesOf('integrations');

/** The workspace's connections with their sync health (spec §7). */
export const listIntegrations = /* @__PURE__ */ defineRoute({
  id: 'listIntegrations',
  method: 'GET',
  path: '/api/integrations',
  auth: 'session',
  permission: 'integrations.view',
  response: integrationListSchema,
});

/** Connects a provider with a key or token (§5 rules); 409 when the provider is connected already. */
export const createIntegration = /* @__PURE__ */ defineRoute({
  id: 'createIntegration',
  method: 'POST',
  path: '/api/integrations',
  auth: 'session',
  permission: 'integrations.manage',
  body: createIntegrationInputSchema,
  response: integrationSchema,
  status: 201,
});

/** Removes the connection, its credentials and its synced items, and stops its sync. */
export const deleteIntegration = /* @__PURE__ */ defineRoute({
  id: 'deleteIntegration',
  method: 'DELETE',
  path: '/api/integrations/{id}',
  auth: 'session',
  permission: 'integrations.manage',
  params: idParamsSchema,
  response: 'empty',
});

/** The provider's cheapest authenticated call with the stored credentials; never a 5xx for a provider's failure. */
export const testIntegration = /* @__PURE__ */ defineRoute({
  id: 'testIntegration',
  method: 'POST',
  path: '/api/integrations/{id}/test',
  auth: 'session',
  permission: 'integrations.manage',
  params: idParamsSchema,
  response: integrationTestResultSchema,
});

/** Syncs now; a failed sync answers 502 with the cause and keeps what was synced before. */
export const syncIntegration = /* @__PURE__ */ defineRoute({
  id: 'syncIntegration',
  method: 'POST',
  path: '/api/integrations/{id}/sync',
  auth: 'session',
  permission: 'integrations.manage',
  params: idParamsSchema,
  response: integrationSyncResultSchema,
});

/** Synced items of every connection, newest first, a page at a time. */
export const listIntegrationData = /* @__PURE__ */ defineRoute({
  id: 'listIntegrationData',
  method: 'GET',
  path: '/api/integrations/data',
  auth: 'session',
  permission: 'integrations.view',
  query: integrationDataQuerySchema,
  response: integrationDataPageSchema,
});

/** Count and totals per data type, from counters kept as items are written. */
export const getIntegrationDataSummary = /* @__PURE__ */ defineRoute({
  id: 'getIntegrationDataSummary',
  method: 'GET',
  path: '/api/integrations/data/summary',
  auth: 'session',
  permission: 'integrations.view',
  response: integrationDataSummarySchema,
});

/** What the connect dialog may offer here: the local sandbox, and OAuth for the providers the operator set up. */
export const getIntegrationConnectOptions = /* @__PURE__ */ defineRoute({
  id: 'getIntegrationConnectOptions',
  method: 'GET',
  path: '/api/integrations/connect-options',
  auth: 'session',
  permission: 'integrations.manage',
  response: integrationConnectOptionsSchema,
});

/** Sends the browser to the provider's consent page, with a state bound to the session. */
export const startIntegrationOAuth = /* @__PURE__ */ defineRoute({
  id: 'startIntegrationOAuth',
  method: 'GET',
  path: '/api/integrations/oauth/{provider}/start',
  auth: 'session',
  permission: 'integrations.manage',
  params: providerParamsSchema,
  query: oauthStartQuerySchema,
  response: 'page',
});

/** Where the provider sends the browser back; stores the connection and returns to /integrations. */
export const integrationOAuthCallback = /* @__PURE__ */ defineRoute({
  id: 'integrationOAuthCallback',
  method: 'GET',
  path: '/api/integrations/oauth/callback',
  auth: 'session',
  permission: 'integrations.manage',
  query: oauthCallbackQuerySchema,
  response: 'page',
});
