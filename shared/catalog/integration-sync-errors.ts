import type { IntegrationAuthType } from './integrations';

/**
 * Why a connection's test or sync failed, as a kind the server records (`lastErrorKind`) beside the provider's own
 * words (`lastError`), and the plain-language hint the /integrations card shows under it.
 */
export const integrationErrorKinds = [
  /** The provider refused the credentials. */
  'auth_rejected',
  /** The credentials work but lack a permission or scope. */
  'forbidden',
  /** No answer: DNS, refused connection, TLS, timeout. */
  'unreachable',
  /** Still throttled after the bounded retries. */
  'rate_limited',
  /** The provider answered with an error. */
  'provider_error',
  /** The answer was not the documented shape. */
  'bad_response',
  /** The connection's settings cannot work (a missing company or spreadsheet id, a private address). */
  'misconfigured',
] as const;
export type IntegrationErrorKind = (typeof integrationErrorKinds)[number];

export function integrationErrorHint(kind: IntegrationErrorKind, authType: IntegrationAuthType): string {
  switch (kind) {
    case 'auth_rejected':
      return authType === 'api_key'
        ? 'The API key was rejected: reconnect with a new key'
        : 'The access was revoked or expired: connect again';
    case 'forbidden':
      return 'The key works but lacks a permission: give it the access the connect dialog lists';
    case 'unreachable':
      return 'The provider could not be reached: check the API URL, or wait for the next sync';
    case 'rate_limited':
      return 'The provider asked for fewer requests for now: the next sync carries on';
    case 'provider_error':
      return 'The provider reported a problem: the next sync tries again';
    case 'bad_response':
      return 'The provider answered in an unexpected way: check the API URL';
    case 'misconfigured':
      return 'The connection is missing a setting: remove it and connect again with every field filled';
  }
}
