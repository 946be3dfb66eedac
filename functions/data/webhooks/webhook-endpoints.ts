import { nullableString } from '@shared/schemas/nullable';
import { webhookDisabledReasons } from '@shared/schemas/webhook';
import { subscribableWebhookEvents } from '@shared/schemas/webhook-events';
import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * Outgoing webhook endpoints: `WS#<workspaceId>` / `WEBHOOK#<ulid>`. Besides what the API shows: the signing secrets
 * sealed with envelope encryption (`credentialsCipher()`, context = workspace + endpoint) and when the endpoint began
 * failing every attempt (cleared by a success), which disables it after 3 days.
 */
export const storedWebhookEndpointV1 = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(subscribableWebhookEvents as [string, ...string[]])),
  enabled: z.boolean(),
  disabledReason: z.nullable(z.enum(webhookDisabledReasons)),
  disabledAt: nullableString,
  /** `credentialsCipher().seal(JSON of {current, previous})`: `previous` signs until `previousSecretExpiresAt`. */
  sealedSecrets: z.string(),
  previousSecretExpiresAt: nullableString,
  /** The first failed attempt since the last success; null while the endpoint answers. */
  failingSince: nullableString,
  /** The member who registered it: told by email when the app disables it. */
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoredWebhookEndpoint = z.infer<typeof storedWebhookEndpointV1>;

export const webhookEndpointEntity = defineWorkspaceEntity('WebhookEndpoint', storedWebhookEndpointV1, 'WEBHOOK#{id}');
