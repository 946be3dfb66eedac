import { type IntegrationProviderId, integrationProvider } from './integrations';

/**
 * The local provider sandbox's accounts (scripts/local/sandbox/provider-sandbox.ts; never part of the AWS build): keys that
 * say they are the sandbox's, and the ids of the fake QuickBooks company and spreadsheet. The connect dialog's
 * 'Use sandbox' sends `sandbox: true`; the server fills in this connection, pointed at the running sandbox.
 */
export const SANDBOX_ACCOUNT_IDS: Readonly<Partial<Record<IntegrationProviderId, string>>> = {
  quickbooks: '9130347596842384658',
  google_sheets: '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms',
};

export interface SandboxConnection {
  apiUrl: string;
  apiKey?: string;
  apiSecret?: string;
  accountId?: string;
}

/** A value for each secret field the provider's dialog has (HubSpot's token is its `apiSecret`). */
export function sandboxConnection(provider: IntegrationProviderId, sandboxOrigin: string): SandboxConnection {
  const fields = integrationProvider(provider).fields.map((f) => f.key);
  const name = provider.replace(/_/g, '-');
  const accountId = SANDBOX_ACCOUNT_IDS[provider];
  return {
    apiUrl: `${sandboxOrigin.replace(/\/+$/, '')}/${provider}`,
    ...(fields.includes('apiKey') ? { apiKey: `sandbox-${name}-key` } : {}),
    ...(fields.includes('apiSecret') ? { apiSecret: `sandbox-${name}-secret` } : {}),
    ...(accountId ? { accountId } : {}),
  };
}
