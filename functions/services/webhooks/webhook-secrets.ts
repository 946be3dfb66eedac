import { randomBytes } from 'node:crypto';
import * as z from '@shared/zod';
import { sealedSecrets } from '../../platform/crypto/credentials-cipher';
import { perContext } from '../../platform/runtime-context';

/**
 * An endpoint's signing secrets, sealed as one value like integration credentials (envelope encryption bound to the
 * workspace and the endpoint, so a sealed value copied to another endpoint does not open). Only the delivery opens
 * them; an answer carries a secret only when it is made (create, rotate).
 */
const webhookSecretsSchema = z.object({
  current: z.string(),
  /** The secret before the last rotation: it signs too until the endpoint's `previousSecretExpiresAt`. */
  previous: z.nullable(z.string()),
});
export type WebhookSecrets = z.infer<typeof webhookSecretsSchema>;

/** How long the old secret keeps signing after a rotation. */
export const ROTATION_OVERLAP_MS = 24 * 3600 * 1000;

/** `whsec_` and 32 random bytes in base64: the form Standard Webhooks libraries take as is. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export const { seal: sealWebhookSecrets, open: openWebhookSecrets } = sealedSecrets(
  webhookSecretsSchema,
  'webhook-secret',
  'endpointId',
);

/**
 * Secrets the delivery worker has opened, kept for the container's life by their sealed value: every batch of
 * attempts to an endpoint needs them, and in AWS each open is a KMS call. A rotation or a new endpoint seals anew, so
 * an entry is never stale; the oldest go past `OPENED_KEPT`, and a failed open is not kept.
 */
const opened = perContext(() => new Map<string, Promise<WebhookSecrets>>());
const OPENED_KEPT = 500;

export function openWebhookSecretsKept(
  workspaceId: string,
  endpointId: string,
  sealed: string,
): Promise<WebhookSecrets> {
  const kept = opened();
  const key = `${workspaceId}|${endpointId}|${sealed}`;
  const found = kept.get(key);
  if (found) return found;
  const secrets = openWebhookSecrets(workspaceId, endpointId, sealed);
  secrets.catch(() => kept.delete(key));
  if (kept.size >= OPENED_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, secrets);
  return secrets;
}

/** The secrets that sign now: the current one, and the previous one while its overlap lasts. */
export function signingSecrets(secrets: WebhookSecrets, previousExpiresAt: string | null, now: Date): string[] {
  const previousSigns = secrets.previous && previousExpiresAt && Date.parse(previousExpiresAt) > now.getTime();
  return previousSigns ? [secrets.current, secrets.previous!] : [secrets.current];
}
