import { type IntegrationProviderId, integrationProvider } from '@shared/catalog/integrations';
import type { ConnectorContext } from './connector';
import { createProviderHttp, type ProviderHttp, type ProviderHttpConfig } from './kit/provider-http';

/** The kit's HTTP client for one connection: the catalogue's display name, the connection's URL and credentials. */
export function connectorHttp(
  ctx: ConnectorContext,
  provider: IntegrationProviderId,
  options: Pick<ProviderHttpConfig, 'auth' | 'headers' | 'bodyError'> & { baseUrl?: string },
): ProviderHttp {
  return createProviderHttp({
    providerName: integrationProvider(provider).name,
    baseUrl: options.baseUrl ?? ctx.apiUrl,
    credentials: ctx.credentials,
    transport: ctx.transport,
    auth: options.auth,
    headers: options.headers,
    bodyError: options.bodyError,
  });
}
