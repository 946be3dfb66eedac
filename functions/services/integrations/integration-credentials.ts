import * as z from '@shared/zod';
import { sealedSecrets } from '../../platform/crypto/credentials-cipher';

/**
 * An integration's secrets, sealed as one value with envelope encryption (a data key per value, wrapped by KMS in
 * AWS or the local key file) and bound to the workspace and the integration: a sealed value copied into another
 * integration's item cannot be opened there. Only the sync, test and CRM code paths open them; no answer, list, log
 * line or error carries them.
 */
export const integrationSecretsSchema = z.object({
  apiKey: z.optional(z.string()),
  apiSecret: z.optional(z.string()),
  refreshToken: z.optional(z.string()),
  /** When the OAuth access token in `apiKey` expires, if the provider said. */
  accessTokenExpiresAt: z.optional(z.string()),
});
export type IntegrationSecrets = z.infer<typeof integrationSecretsSchema>;

export const { seal: sealSecrets, open: openSecrets } = sealedSecrets(
  integrationSecretsSchema,
  'integration-credentials',
  'integrationId',
);

/** At most the last four characters of the key, and only of a key long enough that they give nothing away. */
export function keyHint(secrets: IntegrationSecrets): string | null {
  const key = secrets.apiKey ?? secrets.apiSecret;
  return key && key.length >= 12 ? `…${key.slice(-4)}` : null;
}
