import * as api from '@shared/api/contracts/api-docs';
import { openApiDocument, underProductName } from '@shared/api/openapi';
import { routes } from '@shared/api/routes';
import type { OpenApiDocument } from '@shared/schemas/openapi';
import { type WebhookEventType, webhookEventDataSchemas, webhookPayloadSchemaOf } from '@shared/schemas/webhook-events';
import { defineHandler } from '../../platform/http/define-handler';
import { whiteLabelNameOf } from '../../services/branding/white-label-name';

/** The generated document is the same for every request of a deployment (a white-labelled one differs only in its name): built once per container. */
let document: OpenApiDocument | undefined;

/** Each outgoing webhook's whole body (the envelope with its event's data), as the document's `webhooks`. */
const webhookEvents = Object.fromEntries(
  (Object.keys(webhookEventDataSchemas) as WebhookEventType[]).map((type) => [type, webhookPayloadSchemaOf(type)]),
);

/**
 * `GET /api/openapi.json` (public): the API keys' routes and the webhooks' payloads as OpenAPI 3.1, generated from the
 * route contracts and the webhook event schemas. Read with a session of a white-labelled workspace (its API reference
 * screen, or the link beside it), the document goes by the workspace's name, or by none.
 */
export const handler = defineHandler(api.getOpenApiDocument, async ({ session }) => {
  document ??= openApiDocument({ routes, webhookEvents, version: '1.0.0' });
  const whiteLabel = session && (await whiteLabelNameOf(session.workspaceId));
  return whiteLabel ? underProductName(document, whiteLabel.name) : document;
});
