import type { IntegrationErrorKind } from '@shared/catalog/integration-sync-errors';

/** The kinds are the shared catalogue's, so the server records them and the web words them the same way. */
export type ConnectorErrorKind = IntegrationErrorKind;

/**
 * Why a call to a provider failed, in words a business owner can act on. The message names the provider and the
 * cause and never contains a credential: every text that came from the provider (or from the network stack) passes
 * through `redact` with the connection's secrets, and request URLs are named by their path only (some providers take
 * keys in the query string).
 */
export class ConnectorError extends Error {
  constructor(
    readonly kind: ConnectorErrorKind,
    message: string,
    readonly status?: number,
    /** Seconds the provider asked us to wait, for `rate_limited`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ConnectorError';
  }
}

/** Secrets shorter than this are not searched for: replacing every "ab" in a message would make it unreadable. */
const MIN_SECRET_LENGTH = 4;

/** Replaces every occurrence of a secret (and its URL-encoded and Base64 forms) with `[redacted]`. */
export function redact(text: string, secrets: readonly (string | undefined)[]): string {
  let result = text;
  for (const secret of secrets) {
    if (!secret || secret.length < MIN_SECRET_LENGTH) continue;
    for (const form of new Set([secret, encodeURIComponent(secret), Buffer.from(secret).toString('base64')])) {
      result = result.split(form).join('[redacted]');
    }
  }
  return result;
}

/** At most this much of a provider's own error text is quoted. */
const MAX_REASON_LENGTH = 300;

/**
 * The human part of a provider's error body. Providers document different envelopes; these are the ones the 19
 * connectors meet: `{message}`, `{error: {message}}`, `{error: "code", error_description}`, `{errors: [{message}]}`,
 * `{errors: "text"}` (Shopify), `[{message, errorCode}]` (Salesforce), `{detail, title}` (Mailchimp), `{Detail}` (Xero),
 * `{Fault: {Error: [{Message, Detail}]}}` (QuickBooks).
 */
export function providerErrorReason(body: unknown): string | undefined {
  const text = pickReason(body);
  if (!text) return undefined;
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > MAX_REASON_LENGTH ? `${oneLine.slice(0, MAX_REASON_LENGTH - 1)}…` : oneLine || undefined;
}

function pickReason(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim().startsWith('<') ? undefined : body;
  if (Array.isArray(body)) return pickReason(body[0]);
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  const fault = b.Fault as { Error?: unknown } | undefined;
  if (fault?.Error) return pickReason(fault.Error);
  for (const key of ['error_description', 'message', 'Message', 'detail', 'Detail', 'title', 'Title']) {
    if (typeof b[key] === 'string' && b[key]) return b[key] as string;
  }
  if (b.error && typeof b.error === 'object') return pickReason(b.error);
  if (Array.isArray(b.errors) || typeof b.errors === 'string') return pickReason(b.errors);
  if (typeof b.error === 'string') return b.error;
  return undefined;
}
