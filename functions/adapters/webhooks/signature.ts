import { createHmac } from 'node:crypto';

/** The prefix of a Standard Webhooks secret; the rest is the key, base64. */
const SECRET_PREFIX = 'whsec_';

/**
 * The Standard Webhooks headers of one attempt: `webhook-id` (the same on every attempt of a delivery),
 * `webhook-timestamp` (seconds) and `webhook-signature`, one `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` per
 * signing secret, space-separated: during a rotation's overlap both the new and the old secret sign, so a receiver
 * holding either verifies. The scheme signs the timestamp, so each attempt (and each endpoint's secret) needs its own
 * HMAC; it is Node's native one rather than the `standardwebhooks` package's JavaScript SHA-256 (several times the
 * CPU of an attempt's signing under the fan-out bench), and the tests verify it with that package.
 */
export function signatureHeaders(
  webhookId: string,
  body: string,
  secrets: readonly string[],
  at: Date,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const signed = `${webhookId}.${timestamp}.${body}`;
  return {
    'webhook-id': webhookId,
    'webhook-timestamp': timestamp,
    'webhook-signature': secrets.map((secret) => `v1,${hmacOf(secret, signed)}`).join(' '),
  };
}

function hmacOf(secret: string, signed: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  if (!key.length) throw new Error('A webhook secret has no key');
  return createHmac('sha256', key).update(signed).digest('base64');
}
