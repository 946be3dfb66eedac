import { sandboxConnection } from '@shared/catalog/integration-sandbox';
import { integrationProvider } from '@shared/catalog/integrations';
import type { Connector, ConnectorContext } from '../../adapters/integrations/connector';
import { type AddressPolicy, assertReachableApiUrl } from '../../adapters/integrations/kit/address-guard';
import type { HttpTransport } from '../../adapters/integrations/kit/provider-http';
import { refreshTokens } from '../../adapters/integrations/oauth/oauth2-flow';
import { integrationEntity, type StoredIntegration } from '../../data/integrations/integrations';
import { config } from '../../platform/config';
import { type IntegrationSecrets, openSecrets, sealSecrets } from './integration-credentials';
import { oauthClientFor } from './integration-oauth-clients';
import { withOAuthBase } from './integration-oauth-config';

/** The SSRF rule of this deployment (see `address-guard.ts`): public https only in AWS; loopback too locally. */
export function addressPolicy(): AddressPolicy {
  return config().INTEGRATION_URL_POLICY === 'local'
    ? { requireHttps: false, allowLoopback: true }
    : { requireHttps: true, allowLoopback: false };
}

/** Checks a URL once per host for the life of one context (a sync makes many requests to one host). */
function guardOnce(policy: AddressPolicy): NonNullable<HttpTransport['guardUrl']> {
  const checked = new Map<string, Promise<void>>();
  return (url) => {
    const key = `${url.protocol}//${url.host}`;
    let check = checked.get(key);
    if (!check) {
      check = assertReachableApiUrl(url, policy);
      checked.set(key, check);
    }
    return check;
  };
}

/**
 * Where to call the integration now. A sandbox connection follows the running sandbox: the local app starts it on a
 * free port each time, so the URL stored at connect time names a previous run's and is refused after a restart.
 */
function currentApiUrl(integration: StoredIntegration): StoredIntegration['apiUrl'] {
  const sandboxOrigin = config().INTEGRATION_SANDBOX_URL;
  return integration.sandbox && sandboxOrigin
    ? sandboxConnection(integration.provider, sandboxOrigin).apiUrl
    : integration.apiUrl;
}

export interface OpenConnection {
  connector: Connector;
  ctx: ConnectorContext;
  secrets: IntegrationSecrets;
}

type OpenConnectionFn = (workspaceId: string, integration: StoredIntegration, now: Date) => Promise<OpenConnection>;

/**
 * `openConnection` over a table of connectors: what a connector needs to call the provider for a stored integration
 * (its URL, its opened credentials, the SSRF guard, and — for an OAuth connection with a refresh token and a
 * configured app — a refresh that also stores the new tokens, sealed again, so the next call starts from them). The
 * table is the caller's: every connector for the integrations' own functions (`open-integration-connection.ts`),
 * the ones automation actions call for the automation functions (`open-action-connection.ts`).
 */
export const connectionOpener =
  (connectorOf: (provider: StoredIntegration['provider']) => Connector): OpenConnectionFn =>
  async (workspaceId, integration, now) => {
    const secrets = await openSecrets(workspaceId, integration.id, integration.sealedCredentials);
    const connector = connectorOf(integration.provider);
    const transport: HttpTransport = { guardUrl: guardOnce(addressPolicy()) };
    const oauth = withOAuthBase(integration.provider, connector.oauth);
    if (secrets.refreshToken && oauth) {
      transport.refreshAccessToken = async () => {
        const client = await oauthClientFor(integration.provider);
        if (!client || !secrets.refreshToken) throw new Error('No OAuth app is configured to refresh this connection');
        const tokens = await refreshTokens(
          integrationProvider(integration.provider).name,
          oauth,
          client,
          secrets.refreshToken,
          {},
          now,
        );
        Object.assign(secrets, {
          apiKey: tokens.accessToken,
          refreshToken: tokens.refreshToken ?? secrets.refreshToken,
          accessTokenExpiresAt: tokens.expiresAt,
        });
        await integrationEntity.update(
          { workspaceId, id: integration.id },
          { sealedCredentials: await sealSecrets(workspaceId, integration.id, secrets), updatedAt: now.toISOString() },
        );
        return tokens.accessToken;
      };
    }
    return {
      connector,
      secrets,
      ctx: {
        apiUrl: currentApiUrl(integration),
        credentials: { apiKey: secrets.apiKey, apiSecret: secrets.apiSecret },
        ...(integration.accountId ? { accountId: integration.accountId } : {}),
        transport,
        now,
      },
    };
  };
