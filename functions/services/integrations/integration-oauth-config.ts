import type { IntegrationProviderId } from '@shared/catalog/integrations';
import { connectorFor } from '../../adapters/integrations/connectors';
import type { OAuthProviderConfig } from '../../adapters/integrations/oauth/oauth-provider-config';
import { config } from '../../platform/config';

/** The provider's OAuth endpoints; `INTEGRATION_OAUTH_BASE_URL` points them all at a stand-in (tests). */
export function oauthConfigFor(provider: IntegrationProviderId): OAuthProviderConfig | undefined {
  const oauth = connectorFor(provider).oauth;
  const base = config().INTEGRATION_OAUTH_BASE_URL?.replace(/\/+$/, '');
  if (!oauth || !base) return oauth;
  return { ...oauth, authorizeUrl: `${base}/${provider}/authorize`, tokenUrl: `${base}/${provider}/token` };
}
