import * as api from '@shared/api/contracts/api-docs';
import { openApiDocument } from '@shared/api/openapi';
import { routes } from '@shared/api/routes';
import type { OpenApiDocument } from '@shared/schemas/openapi';
import { type WebhookEventType, webhookEventDataSchemas, webhookPayloadSchemaOf } from '@shared/schemas/webhook-events';
import { definePublicHandler } from '../../platform/http/define-public-handler';

/** The document is the same for every request of a deployment: built once per container. */
let document: OpenApiDocument | undefined;

/** Each outgoing webhook's whole body (the envelope with its event's data), as the document's `webhooks`. */
const webhookEvents = Object.fromEntries(
  (Object.keys(webhookEventDataSchemas) as WebhookEventType[]).map((type) => [type, webhookPayloadSchemaOf(type)]),
);

/**
 * `GET /api/openapi.json` (public): the API keys' routes and the webhooks' payloads as OpenAPI 3.1, generated from the
 * route contracts and the webhook event schemas.
 */
export const handler = definePublicHandler(api.getOpenApiDocument, async () => {
  document ??= openApiDocument({ routes, webhookEvents, version: '1.0.0' });
  return document;
});
