import * as z from '@shared/zod';
import { openApiDocumentSchema } from '../../schemas/openapi';
import { routesOf } from '../route-contract';

const defineRoute = /* @__PURE__ */ routesOf('system');

export const getHealth = /* @__PURE__ */ defineRoute({
  id: 'getHealth',
  method: 'GET',
  path: '/api/health',
  auth: 'public',
  permission: 'public',
  response: z.object({ ok: z.literal(true) }),
});

/** The public API's OpenAPI 3.1 document, generated from these contracts (`shared/api/openapi.ts`). */
export const getOpenApiDocument = /* @__PURE__ */ defineRoute({
  id: 'getOpenApiDocument',
  method: 'GET',
  path: '/api/openapi.json',
  auth: 'public',
  permission: 'public',
  response: openApiDocumentSchema,
});
