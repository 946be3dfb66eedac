import { openApiDocumentSchema } from '../../schemas/openapi';
import { routesOf } from '../route-contract';

const defineRoute = /* @__PURE__ */ routesOf('api-docs');

/** The public API's OpenAPI 3.1 document, generated from these contracts (`shared/api/openapi.ts`). */
export const getOpenApiDocument = /* @__PURE__ */ defineRoute({
  id: 'getOpenApiDocument',
  method: 'GET',
  path: '/api/openapi.json',
  auth: 'public',
  permission: 'public',
  response: openApiDocumentSchema,
});
