import { apiKeyListSchema, createApiKeySchema, createdApiKeySchema } from '../../schemas/api-keys';
import { idParamsSchema } from '../../schemas/id-params';
import { routesOf } from '../route-contract';

const defineRoute = /* @__PURE__ */ routesOf('api-keys');

/** A new key for scripts and tools, shown once in this answer and stored only as its SHA-256 (owners, admins; Elite). */
export const createApiKey = /* @__PURE__ */ defineRoute({
  id: 'createApiKey',
  method: 'POST',
  path: '/api/api-keys',
  auth: 'session',
  permission: 'apiKeys.manage',
  planFeature: 'apiAccess',
  body: createApiKeySchema,
  response: createdApiKeySchema,
  status: 201,
});

/** The workspace's keys (never the keys themselves), newest first, with when each was last used. */
export const listApiKeys = /* @__PURE__ */ defineRoute({
  id: 'listApiKeys',
  method: 'GET',
  path: '/api/api-keys',
  auth: 'session',
  permission: 'apiKeys.manage',
  planFeature: 'apiAccess',
  response: apiKeyListSchema,
});

/** Revokes a key: its next request is a 401. */
export const revokeApiKey = /* @__PURE__ */ defineRoute({
  id: 'revokeApiKey',
  method: 'DELETE',
  path: '/api/api-keys/{id}',
  auth: 'session',
  permission: 'apiKeys.manage',
  planFeature: 'apiAccess',
  params: idParamsSchema,
  response: 'empty',
});
