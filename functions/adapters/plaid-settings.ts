import { config } from '../platform/config';
import { readSecret } from '../platform/secrets';
import type { PlaidSettings } from './plaid-bank-link';

/**
 * Whether bank linking runs through Plaid, and with what: `PLAID_CLIENT_ID` (a setting) and `PLAID_SECRET` (a
 * secret), both or nothing. Reads only settings (never the SDK), so a route that just needs to know can stay small.
 * `null`: not configured (the Demo Bank and statements remain). One without the other is a configuration error,
 * not a quiet fallback.
 */
export async function plaidSettings(): Promise<PlaidSettings | null> {
  const { PLAID_CLIENT_ID, PLAID_ENV, PLAID_API_URL } = config();
  const secret = await readSecret('PLAID_SECRET');
  if (!PLAID_CLIENT_ID && !secret) return null;
  if (!PLAID_CLIENT_ID || !secret) throw new Error('Plaid needs both PLAID_CLIENT_ID and PLAID_SECRET');
  return { clientId: PLAID_CLIENT_ID, secret, env: PLAID_ENV, ...(PLAID_API_URL ? { basePath: PLAID_API_URL } : {}) };
}
