import * as api from '@shared/api/contracts/api-docs';
import { openApiDocument } from '@shared/api/openapi';
import { routes } from '@shared/api/routes';
import type { OpenApiDocument } from '@shared/schemas/openapi';
import { definePublicHandler } from '../../platform/http/define-public-handler';

/** The document is the same for every request of a deployment: built once per container. */
let document: OpenApiDocument | undefined;

/** `GET /api/openapi.json` (public): the API keys' routes as OpenAPI 3.1, generated from the route contracts. */
export const handler = definePublicHandler(api.getOpenApiDocument, async () => {
  document ??= openApiDocument({ routes, version: '1.0.0' });
  return document;
});
