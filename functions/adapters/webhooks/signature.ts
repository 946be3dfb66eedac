import { Webhook } from 'standardwebhooks';

/**
 * The Standard Webhooks headers of one attempt: `webhook-id` (the same on every attempt of a delivery),
 * `webhook-timestamp` (seconds) and `webhook-signature`, one `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` per
 * signing secret, space-separated: during a rotation's overlap both the new and the old secret sign, so a receiver
 * holding either verifies.
 */
export function signatureHeaders(
  webhookId: string,
  body: string,
  secrets: readonly string[],
  at: Date,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  return {
    'webhook-id': webhookId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(webhookId, at, body)).join(' '),
  };
}
