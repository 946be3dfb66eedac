import { PlaidApiError } from '../../adapters/plaid-api-error';
import type { PlaidBankLink } from '../../adapters/plaid-bank-link';
import { plaidSettings } from '../../adapters/plaid-settings';
import { config } from '../../platform/config';
import { credentialsCipher } from '../../platform/crypto/credentials-cipher';
import { Conflict, UpstreamFailed } from '../../platform/errors';

/**
 * What every bank-link use case needs: the Plaid client when keys are configured, the access token sealed and
 * opened with the same envelope scheme as integration credentials (bound to the workspace and the link, so a sealed
 * token copied into another link's item cannot be opened there), and Plaid's errors in the user's words.
 */
/** The client, or `null` without Plaid keys; Plaid's SDK is loaded only then, never at a cold start. */
export async function plaidClient(): Promise<PlaidBankLink | null> {
  const settings = await plaidSettings();
  if (!settings) return null;
  const { plaidBankLink } = await import('../../adapters/plaid-bank-link');
  return plaidBankLink(settings);
}

export async function requirePlaid(): Promise<PlaidBankLink> {
  const plaid = await plaidClient();
  if (!plaid) throw new Conflict(notConfiguredMessage());
  return plaid;
}

/**
 * What `Connect Bank` answers without keys: information, with what the user can do instead. It names no product, so
 * a white-labelled workspace's Financial screen reads the same sentence as everyone's.
 */
export function notConfiguredMessage(): string {
  return config().AUTH_MODE === 'local'
    ? 'Bank linking is not configured on this server (it needs Plaid keys). Link the Demo Bank to try the Financial screens with realistic data, or upload a statement from your bank.'
    : 'Bank linking is not configured on this server (it needs Plaid keys). Upload a statement from your bank instead.';
}

const contextOf = (workspaceId: string, bankLinkId: string) => ({
  purpose: 'plaid-access-token',
  workspaceId,
  bankLinkId,
});

export function sealAccessToken(workspaceId: string, bankLinkId: string, accessToken: string): Promise<string> {
  return credentialsCipher().seal(accessToken, contextOf(workspaceId, bankLinkId));
}

export function openAccessToken(workspaceId: string, bankLinkId: string, sealed: string): Promise<string> {
  return credentialsCipher().open(sealed, contextOf(workspaceId, bankLinkId));
}

/** Plaid's own error message (it names the problem and carries no credentials), as a 502 the screen shows. */
export function plaidFailure(error: PlaidApiError, doing: string): UpstreamFailed {
  return new UpstreamFailed(`Plaid could not ${doing}: ${error.message}`);
}

/** Runs a Plaid call; a Plaid error becomes `plaidFailure`, anything else stays ours. */
export async function askPlaid<T>(doing: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof PlaidApiError ? plaidFailure(error, doing) : error;
  }
}
